import type { ShippingRate } from '../store/shipping.ts';
import { priceAmount } from './price.ts';

/** cart-shipping.php with one available method: a hidden input instead of radios. */
export function shippingRow(rate: ShippingRate): string {
  const id = `shipping_method_0_${rate.id.replace(':', '')}`;
  const label = rate.cents === 0 ? rate.label : `${rate.label}: ${priceAmount(rate.cents)}`;
  return `<tr class="woocommerce-shipping-totals shipping">
	<th>Shipment</th>
	<td data-title="Shipment">
					<ul id="shipping_method" class="woocommerce-shipping-methods">
									<li>
						<input type="hidden" name="shipping_method[0]" data-index="0" id="${id}" value="${rate.id}" class="shipping_method" /><label for="${id}">${label}</label>					</li>
							</ul>
			</td>
</tr>`;
}
