import type { CartData } from './cart.ts';

export type Coupon =
  | { code: string; type: 'percent'; percent: number; expires?: string }
  | { code: string; type: 'fixed_cart'; cents: number; expires?: string };

/** The demo store's coupons: a percentage, a fixed amount, and one that has expired. */
export const COUPONS: Readonly<Record<string, Coupon>> = {
  drone10: { code: 'drone10', type: 'percent', percent: 10 },
  save25: { code: 'save25', type: 'fixed_cart', cents: 2500 },
  expired5: { code: 'expired5', type: 'percent', percent: 5, expires: '2025-01-01T00:00:00Z' },
};

/** wc_format_coupon_code + wc_strtolower: how WooCommerce normalizes what the shopper typed. */
export function formatCouponCode(raw: string): string {
  return raw.trim().toLowerCase();
}

export type CouponResult =
  | { ok: true; cart: CartData; message: string }
  | { ok: false; message: string };

/**
 * WC_Cart::apply_coupon with WC_Discounts::is_coupon_valid's messages (WC_Coupon::get_coupon_error).
 * WooCommerce 11 names the code in each refusal ('Coupon "expired5" has expired.'); older versions
 * said 'This coupon has expired.' and 'Coupon code already applied!'.
 */
export function applyCoupon(cart: CartData, raw: string, now = new Date()): CouponResult {
  const code = formatCouponCode(raw);
  if (code === '') return { ok: false, message: 'Please enter a coupon code.' };
  const coupon = COUPONS[code];
  if (coupon === undefined) return { ok: false, message: `Coupon &quot;${escapeCode(code)}&quot; cannot be applied because it does not exist.` };
  if (coupon.expires !== undefined && new Date(coupon.expires) <= now) return { ok: false, message: `Coupon &quot;${escapeCode(code)}&quot; has expired.` };
  const applied = cart.coupons ?? [];
  if (applied.includes(code)) return { ok: false, message: `Coupon code &quot;${escapeCode(code)}&quot; already applied!` };
  return { ok: true, cart: { ...cart, coupons: [...applied, code] }, message: 'Coupon code applied successfully.' };
}

export function removeCoupon(cart: CartData, raw: string): CartData {
  const code = formatCouponCode(raw);
  return { ...cart, coupons: (cart.coupons ?? []).filter((c) => c !== code) };
}

function escapeCode(code: string): string {
  return code.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
