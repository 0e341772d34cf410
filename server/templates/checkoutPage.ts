import type { AddressSection } from '../store/checkoutFields.ts';
import { checkoutFields } from '../store/checkoutFields.ts';
import { shippingFor } from '../store/shipping.ts';
import type { FieldError, Posted } from '../store/validateCheckout.ts';
import { countryOf, shipsElsewhere } from '../store/validateCheckout.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { formField } from './formField.ts';
import type { PageContext } from './PageContext.ts';
import { priceAmount } from './price.ts';
import { shippingRow } from './shippingRow.ts';
import { paths } from './urls.ts';

export interface CheckoutView {
  posted: Posted;
  errors: readonly FieldError[];
  nonce: string;
}

function fieldset(section: AddressSection, v: CheckoutView): string {
  const country = countryOf(v.posted, section);
  const invalid = new Set(v.errors.map((e) => e.id));
  return checkoutFields(section, country)
    .map((f) => formField(section, f, v.posted[`${section}_${f.key}`] ?? (f.key === 'country' ? country : ''), country, invalid.has(`${section}_${f.key}`)))
    .join('');
}

function reviewTable(ctx: PageContext): string {
  const rate = shippingFor(ctx.view.subtotalCents);
  const rows = ctx.view.lines.map((l) => `						<tr class="cart_item">
					<td class="product-name">
						${escapeHtml(l.product.name)}&nbsp;						 <strong class="product-quantity">&times;&nbsp;${l.item.quantity}</strong>											</td>
					<td class="product-total">
						${priceAmount(l.lineTotalCents)}					</td>
				</tr>
`).join('');
  return `<table class="shop_table woocommerce-checkout-review-order-table">
	<thead>
		<tr>
			<th class="product-name">Product</th>
			<th class="product-total">Subtotal</th>
		</tr>
	</thead>
	<tbody>
${rows}	</tbody>
	<tfoot>
		<tr class="cart-subtotal">
			<th>Subtotal</th>
			<td>${priceAmount(ctx.view.subtotalCents)}</td>
		</tr>
		${shippingRow(rate)}
		<tr class="order-total">
			<th>Total</th>
			<td><strong>${priceAmount(ctx.view.subtotalCents + rate.cents)}</strong> </td>
		</tr>
	</tfoot>
</table>`;
}

function payment(posted: Posted, nonce: string): string {
  const cod = posted['payment_method'] === 'cod';
  return `<div id="payment" class="woocommerce-checkout-payment">
			<ul class="wc_payment_methods payment_methods methods" aria-label="Payment methods">
			<li class="wc_payment_method payment_method_bacs">
	<input id="payment_method_bacs" type="radio" class="input-radio" name="payment_method" value="bacs" ${cod ? '' : "checked='checked'"} data-order_button_text="" />
	<label for="payment_method_bacs">Direct bank transfer</label>
			<div class="payment_box payment_method_bacs"><p>Make your payment directly into our bank account. Please use your Order ID as the payment reference.</p></div>
	</li>
<li class="wc_payment_method payment_method_cod">
	<input id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod" ${cod ? "checked='checked'" : ''} data-order_button_text="" />
	<label for="payment_method_cod">Cash on delivery</label>
			<div class="payment_box payment_method_cod"><p>Pay with cash upon delivery.</p></div>
	</li>
		</ul>
		<div class="form-row place-order">
		<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button>
		<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${escapeAttr(nonce)}" /><input type="hidden" name="_wp_http_referer" value="/checkout/" />	</div>
</div>`;
}

function errorList(errors: readonly FieldError[]): string {
  if (errors.length === 0) return '';
  const items = errors.map((e) => `\t\t\t<li data-id="${escapeAttr(e.id)}">\n\t\t\t${e.html}\t\t</li>\n`).join('');
  return `<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout"><ul class="woocommerce-error" role="alert" tabindex="-1">\n${items}\t</ul>\n</div>`;
}

/**
 * Order attribution's group, printed on each hook WooCommerce 11 hooks it to (billing and shipping
 * form before/after, order notes, after customer details: checkout-classic.html). The script keeps
 * the form's first group and removes the rest (woocommerce-contract s4.3).
 */
const ATTRIBUTION_GROUP = '<wc-order-attribution-inputs></wc-order-attribution-inputs>';

/** [woocommerce_checkout] markup (checkout-classic.html) without login/coupon toggles. */
export function checkoutPage(ctx: PageContext, v: CheckoutView): string {
  const shipChecked = shipsElsewhere(v.posted) ? " checked='checked'" : '';
  return `<article id="post-8" class="post-8 page type-page status-publish hentry">
			<header class="entry-header">
			<h1 class="entry-title">Checkout</h1>		</header><!-- .entry-header -->
				<div class="entry-content">
			<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="${escapeAttr(ctx.siteUrl + paths.checkout)}" enctype="application/x-www-form-urlencoded" aria-label="Checkout">
${errorList(v.errors)}
		<div class="col2-set" id="customer_details">
			<div class="col-1">
				${ATTRIBUTION_GROUP}<div class="woocommerce-billing-fields">
		<h3>Billing details</h3>
	<div class="woocommerce-billing-fields__field-wrapper">
		${fieldset('billing', v)}	</div>

	${ATTRIBUTION_GROUP}</div>
			</div>

			<div class="col-2">
				${ATTRIBUTION_GROUP}<div class="woocommerce-shipping-fields">
		<h3 id="ship-to-different-address">
			<label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
				<input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox"${shipChecked} type="checkbox" name="ship_to_different_address" value="1" /> <span>Ship to a different address?</span>
			</label>
		</h3>
		<div class="shipping_address">
			<div class="woocommerce-shipping-fields__field-wrapper">
				${fieldset('shipping', v)}			</div>
		</div>
	</div>
<div class="woocommerce-additional-fields">
		<div class="woocommerce-additional-fields__field-wrapper">
							<p class="form-row notes" id="order_comments_field" data-priority=""><label for="order_comments" class="">Order notes&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text " id="order_comments" placeholder="Notes about your order, e.g. special notes for delivery."  rows="2" cols="5">${escapeHtml(v.posted['order_comments'] ?? '')}</textarea></span></p>					</div>

	${ATTRIBUTION_GROUP}</div>
			</div>
		</div>

		${ATTRIBUTION_GROUP}

	<h3 id="order_review_heading">Your order</h3>
	<div id="order_review" class="woocommerce-checkout-review-order">
		${reviewTable(ctx)}
${payment(v.posted, v.nonce)}
	</div>
</form>
</div>
					</div><!-- .entry-content -->
		</article><!-- #post-## -->`;
}
