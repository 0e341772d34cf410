import { countries } from '../catalogue/countries.ts';
import type { CartTotals } from '../store/cartTotals.ts';
import type { ShippingRate } from '../store/shipping.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { priceAmount } from './price.ts';

function rateLabel(rate: ShippingRate): string {
  return rate.cents === 0 ? rate.label : `${rate.label}: ${priceAmount(rate.cents)}`;
}

function rateItem(rate: ShippingRate, checked: boolean): string {
  const id = `shipping_method_0_${rate.id.replace(/[^a-z0-9_-]/gi, '')}`;
  return `<li>
						<input type="radio" name="shipping_method[0]" data-index="0" id="${id}" value="${escapeAttr(rate.id)}" class="shipping_method" ${checked ? "checked='checked'" : ''} /><label for="${id}">${rateLabel(rate)}</label>					</li>`;
}

function destinationText(totals: CartTotals): string {
  const d = totals.destination;
  if (d === null || d.country === '') return 'Shipping options will be updated during checkout.';
  const parts = [d.city, d.state, d.postcode, countries[d.country] ?? d.country].filter((p) => p !== '');
  return `Shipping to <strong>${escapeHtml(parts.join(', '))}</strong>.`;
}

/**
 * cart/cart-shipping.php: radios for the rates (the chosen one checked), the destination line and,
 * on the cart page, the shipping calculator beneath them.
 */
export function shippingRow(totals: CartTotals, calculator = ''): string {
  return `<tr class="woocommerce-shipping-totals shipping">
	<th>Shipping</th>
	<td data-title="Shipping">
					<ul id="shipping_method" class="woocommerce-shipping-methods">
									${totals.rates.map((r) => rateItem(r, r.id === totals.chosen.id)).join('\n')}
							</ul>
							<p class="woocommerce-shipping-destination">
					${destinationText(totals)}				</p>
							${calculator}
			</td>
</tr>`;
}
