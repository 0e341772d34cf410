import { countries } from '../catalogue/countries.ts';
import type { Order } from '../store/createOrders.ts';
import { DEMO_GATEWAYS } from '../store/demoGateways.ts';
import { escapeHtml } from './escape.ts';
import { priceAmount } from './price.ts';

function addressLines(a: Record<string, string>): string {
  const country = countries[a['country'] ?? ''] ?? a['country'] ?? '';
  const lines = [`${a['first_name'] ?? ''} ${a['last_name'] ?? ''}`.trim(), a['company'], a['address_1'], a['address_2'],
    `${a['city'] ?? ''} ${a['state'] ?? ''} ${a['postcode'] ?? ''}`.trim(), country];
  return lines.filter((l): l is string => l !== undefined && l !== '').map(escapeHtml).join('<br/>');
}

/** templates/checkout/thankyou.php + order/order-details.php, trimmed; `extra` closes the order section. */
export function orderReceivedPage(order: Order, extra = ''): string {
  const rows = order.items.map((i) => `<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name">${escapeHtml(i.name)} <strong class="product-quantity">&times;&nbsp;${i.quantity}</strong></td><td class="woocommerce-table__product-total product-total">${priceAmount(i.totalCents)}</td></tr>`).join('');
  const date = new Date(order.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Chicago' });
  return `<article class="page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">Order received</h1></header><div class="entry-content"><div class="woocommerce">
<div class="woocommerce-order">
	<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received" role="status">Thank you. Your order has been received.</p>
	<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
		<li class="woocommerce-order-overview__order order">Order number: <strong>${order.id}</strong></li>
		<li class="woocommerce-order-overview__date date">Date: <strong>${escapeHtml(date)}</strong></li>
		<li class="woocommerce-order-overview__email email">Email: <strong>${escapeHtml(order.billing['email'] ?? '')}</strong></li>
		<li class="woocommerce-order-overview__total total">Total: <strong>${priceAmount(order.totalCents)}</strong></li>
		<li class="woocommerce-order-overview__payment-method method">Payment method: <strong>${order.paymentMethod === 'cod' ? 'Cash on delivery' : order.paymentMethod === 'cheque' ? 'Check payments' : DEMO_GATEWAYS.find((g) => g.id === order.paymentMethod)?.title ?? 'Direct bank transfer'}</strong></li>
	</ul>
	<section class="woocommerce-order-details">
		<h2 class="woocommerce-order-details__title">Order details</h2>
		<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">
			<thead><tr><th class="woocommerce-table__product-name product-name">Product</th><th class="woocommerce-table__product-table product-total">Total</th></tr></thead>
			<tbody>${rows}</tbody>
			<tfoot>
				<tr><th scope="row">Subtotal:</th><td>${priceAmount(order.subtotalCents)}</td></tr>
				<tr><th scope="row">Shipping:</th><td>${order.shippingCents === 0 ? 'Free shipping' : priceAmount(order.shippingCents)}</td></tr>
				<tr><th scope="row">Total:</th><td>${priceAmount(order.totalCents)}</td></tr>
			</tfoot>
		</table>
	</section>
	<section class="woocommerce-customer-details">
		<section class="woocommerce-columns woocommerce-columns--2 woocommerce-columns--addresses col2-set addresses">
			<div class="woocommerce-column woocommerce-column--1 woocommerce-column--billing-address col-1"><h2 class="woocommerce-column__title">Billing address</h2><address>${addressLines(order.billing)}</address></div>
			<div class="woocommerce-column woocommerce-column--2 woocommerce-column--shipping-address col-2"><h2 class="woocommerce-column__title">Shipping address</h2><address>${addressLines(order.shipping)}</address></div>
		</section>
	</section>
	${extra}
</div>
</div></div></article>`;
}
