import type { CartTotals } from '../store/cartTotals.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { priceAmount } from './price.ts';

/**
 * wc_cart_totals_coupon_html: the discount and a [Remove] link back to the page it is on (no nonce:
 * WC_Form_Handler::update_cart_action accepts remove_coupon without one). WooCommerce 11 prints the
 * link as a button named for its coupon ('Remove drone10 coupon'); cart.js presses it with Space too.
 */
export function couponRows(totals: CartTotals, pageUrl: string, dataTitle: boolean): string {
  return totals.coupons.map((c) => {
    const label = `Coupon: ${escapeHtml(c.code)}`;
    const href = escapeAttr(`${pageUrl}?remove_coupon=${encodeURIComponent(c.code)}`);
    const title = dataTitle ? ` data-title="${escapeAttr(`Coupon: ${c.code}`)}"` : '';
    return `<tr class="cart-discount coupon-${escapeAttr(c.code)}">
				<th>${label}</th>
				<td${title}>-${priceAmount(c.cents)} <a role="button" aria-label="${escapeAttr(`Remove ${c.code} coupon`)}" href="${href}" class="woocommerce-remove-coupon" data-coupon="${escapeAttr(c.code)}">[Remove]</a></td>
			</tr>`;
  }).join('\n');
}

/** The itemized tax row (tax_total_display = itemized), when a rate applies. */
export function taxRow(totals: CartTotals, dataTitle: boolean): string {
  if (totals.tax === null) return '';
  const title = dataTitle ? ` data-title="${escapeAttr(totals.tax.label)}"` : '';
  return `<tr class="tax-rate tax-rate-us-ca-ca-tax-1">
					<th>${escapeHtml(totals.tax.label)}</th>
					<td${title}>${priceAmount(totals.tax.cents)}</td>
				</tr>`;
}
