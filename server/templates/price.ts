import type { Product } from '../store/Product.ts';
import { isOnSale } from '../store/Product.ts';

/** 1899000 -> "18,990.00" (USD, 2 decimals, comma thousands: the store's settings). */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** wc_price() output. */
export function priceAmount(cents: number): string {
  return `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol" translate="no">&#36;</span>${formatMoney(cents)}</bdi></span>`;
}

/** Storefront's header cart prints the subtotal without <bdi> and with &#036; (older wc_price markup). */
export function headerCartAmount(cents: number): string {
  return `<span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&#036;</span>${formatMoney(cents)}</span>`;
}

/** get_price_html(): sale prices carry screen-reader text because del/ins are aria-hidden. */
export function productPriceHtml(product: Product): string {
  if (!isOnSale(product) || product.regularPriceCents === null) return priceAmount(product.priceCents);
  return `<del aria-hidden="true">${priceAmount(product.regularPriceCents)}</del> `
    + `<span class="screen-reader-text">Original price was: &#036;${formatMoney(product.regularPriceCents)}.</span>`
    + `<ins aria-hidden="true">${priceAmount(product.priceCents)}</ins>`
    + `<span class="screen-reader-text">Current price is: &#036;${formatMoney(product.priceCents)}.</span>`;
}
