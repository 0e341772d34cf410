import type { CartData, CartView, Destination } from './cart.ts';
import { COUPONS } from './coupons.ts';
import type { ShippingRate } from './shipping.ts';
import { shippingRates } from './shipping.ts';

/** The one tax rate of the demo store: California, on goods after discounts (shipping is not taxable). */
export const TAX_RATE = { country: 'US', state: 'CA', label: 'CA Tax', percent: 7.25 } as const;

export interface CouponLine {
  code: string;
  cents: number;
}

export interface CartTotals {
  subtotalCents: number;
  coupons: CouponLine[];
  rates: ShippingRate[];
  chosen: ShippingRate;
  /** Tax on the discounted goods when the destination is taxed; null when no rate applies. */
  tax: { label: string; cents: number } | null;
  totalCents: number;
  destination: Destination | null;
}

/** Discounts apply in order, each on what is left, and never below zero (WC_Discounts). */
function couponLines(codes: readonly string[], subtotalCents: number): CouponLine[] {
  let left = subtotalCents;
  const lines: CouponLine[] = [];
  for (const code of codes) {
    const coupon = COUPONS[code];
    if (coupon === undefined) continue;
    const wanted = coupon.type === 'percent' ? Math.round((subtotalCents * coupon.percent) / 100) : coupon.cents;
    const cents = Math.min(wanted, left);
    left -= cents;
    lines.push({ code, cents });
  }
  return lines;
}

/** WC_Cart_Totals for the demo: subtotal, coupons, the chosen rate (first when none chosen), tax, total. */
export function cartTotals(cart: CartData, view: CartView): CartTotals {
  const coupons = couponLines(cart.coupons ?? [], view.subtotalCents);
  const discounted = view.subtotalCents - coupons.reduce((sum, c) => sum + c.cents, 0);
  const rates = shippingRates(view.subtotalCents);
  const chosen = rates.find((r) => r.id === cart.shippingMethod) ?? rates[0]!;
  const d = cart.destination ?? null;
  const taxed = d !== null && d.country === TAX_RATE.country && d.state === TAX_RATE.state;
  const tax = taxed ? { label: TAX_RATE.label, cents: Math.round((discounted * TAX_RATE.percent) / 100) } : null;
  return { subtotalCents: view.subtotalCents, coupons, rates, chosen, tax, totalCents: discounted + chosen.cents + (tax?.cents ?? 0), destination: d };
}
