import type { AddressSection } from '../store/checkoutFields.ts';
import { checkoutFields } from '../store/checkoutFields.ts';
import type { CartTotals } from '../store/cartTotals.ts';
import type { DemoGateway } from '../store/demoGateways.ts';
import type { FieldError } from '../store/validateCheckout.ts';
import type { Posted } from '../store/posted.ts';
import { countryOf, shipsElsewhere } from '../store/validateCheckout.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { formField } from './formField.ts';
import type { PageContext } from './PageContext.ts';
import { priceAmount } from './price.ts';
import { shippingRow } from './shippingRow.ts';
import { loginSection } from './checkoutLogin.ts';
import { termsSection } from './checkoutTerms.ts';
import { couponRows, taxRow } from './totalsRows.ts';
import { paths } from './urls.ts';

export interface CheckoutView {
  posted: Posted;
  errors: readonly FieldError[];
  nonce: string;
  totals: CartTotals;
  /** The login form's nonce for a guest ('Returning customer?'); absent when logged in. */
  loginNonce?: string;
  /** Gateways' stand-ins enabled for this shopper (store/demoGateways.ts). */
  demoGateways?: readonly DemoGateway[];
}

function fieldset(section: AddressSection, v: CheckoutView): string {
  const country = countryOf(v.posted, section);
  const invalid = new Set(v.errors.map((e) => e.id));
  return checkoutFields(section, country)
    .map((f) => formField(section, f, v.posted[`${section}_${f.key}`] ?? (f.key === 'country' ? country : ''), country, invalid.has(`${section}_${f.key}`)))
    .join('');
}

/** checkout/review-order.php: the `.woocommerce-checkout-review-order-table` fragment of update_order_review. */
export function reviewTable(ctx: PageContext, totals: CartTotals): string {
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
			<td>${priceAmount(totals.subtotalCents)}</td>
		</tr>
		${couponRows(totals, ctx.siteUrl + paths.checkout, false)}
		${shippingRow(totals)}
		${taxRow(totals, false)}
		<tr class="order-total">
			<th>Total</th>
			<td><strong>${priceAmount(totals.totalCents)}</strong> </td>
		</tr>
	</tfoot>
</table>`;
}

const GATEWAYS = [
  { id: 'cheque', title: 'Check payments', description: 'Please send a check to Skyline Drone Supply, 1200 Prairie Road, Lincoln, NE 68508.' },
  { id: 'cod', title: 'Cash on delivery', description: 'Pay with cash upon delivery.' },
] as const;

type Gateway = { readonly id: string; readonly title: string; readonly description?: string; readonly box?: string; readonly afterSubmit?: string };

const gatewaysWith = (demo: readonly DemoGateway[]): readonly Gateway[] => [...GATEWAYS, ...demo];

/** The chosen gateway: the posted one when valid, else the first (WC()->session chosen_payment_method). */
export function chosenGateway(posted: Posted, demo: readonly DemoGateway[] = []): string {
  return gatewaysWith(demo).some((g) => g.id === posted['payment_method']) ? posted['payment_method']! : GATEWAYS[0].id;
}

/** checkout/payment.php + payment-method.php: only the chosen gateway's box is open. */
export function paymentSection(posted: Posted, nonce: string, siteUrl: string, demo: readonly DemoGateway[] = []): string {
  const chosen = chosenGateway(posted, demo);
  const gateways = gatewaysWith(demo);
  const items = gateways.map((g) => `<li class="wc_payment_method payment_method_${g.id}">
	<input id="payment_method_${g.id}" type="radio" class="input-radio" name="payment_method" value="${g.id}" ${g.id === chosen ? "checked='checked'" : ''} data-order_button_text="" />
	<label for="payment_method_${g.id}">${escapeHtml(g.title)}</label>
			<div class="payment_box payment_method_${g.id}" ${g.id === chosen ? '' : 'style="display:none;"'}>${g.box ?? `<p>${escapeHtml(g.description ?? '')}</p>`}</div>
	</li>`).join('\n');
  return `<div id="payment" class="woocommerce-checkout-payment">
			<ul class="wc_payment_methods payment_methods methods">
			${items}
		</ul>
		<div class="form-row place-order">
		<noscript>
			Since your browser does not support JavaScript, or it is disabled, please ensure you click the <em>Update totals</em> button before placing your order. You may be charged more than the amount stated above if you fail to do so.			<br/><button type="submit" class="button alt" name="woocommerce_checkout_update_totals" value="Update totals">Update totals</button>
		</noscript>
		${termsSection(siteUrl, posted)}
		<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button>${gateways.map((g) => g.afterSubmit ?? '').join('')}
		<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${escapeAttr(nonce)}" /><input type="hidden" name="_wp_http_referer" value="/checkout/" />	</div>
</div>`;
}

/**
 * checkout/form-coupon.php. Like the shipping calculator, WooCommerce hides it inline and only its
 * script opens it; the `<noscript>` style keeps it usable without JavaScript.
 */
function couponForm(ctx: PageContext): string {
  return `<noscript><style>.checkout_coupon.woocommerce-form-coupon{display:block!important}</style></noscript>
<div class="woocommerce-form-coupon-toggle">
	<div class="woocommerce-info">
		Have a coupon? <a href="#" role="button" aria-label="Enter your coupon code" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Click here to enter your code</a>	</div>
</div>
<form class="checkout_coupon woocommerce-form-coupon" method="post" action="${escapeAttr(ctx.siteUrl + paths.checkout)}" style="display:none" id="woocommerce-checkout-form-coupon">
	<div class="coupon">
		<label for="coupon_code" class="screen-reader-text">Coupon:</label>
		<input type="text" name="coupon_code" class="input-text" placeholder="Coupon code" id="coupon_code" value="" />
		<button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>
	</div>
</form>`;
}

/** notices/error.php with each field's id (what wc-ajax=checkout answers as `messages`). */
export function errorNotices(errors: readonly FieldError[]): string {
  const items = errors.map((e) => `\t\t\t<li data-id="${escapeAttr(e.id)}">\n\t\t\t${e.html}\t\t</li>\n`).join('');
  return `<ul class="woocommerce-error" role="alert">\n${items}\t</ul>\n`;
}

/** The page printed after a failed no-JS submission: the list inside the checkout's notice group. */
function errorList(errors: readonly FieldError[]): string {
  if (errors.length === 0) return '';
  return `<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">${errorNotices(errors).replace('role="alert"', 'role="alert" tabindex="-1"')}</div>`;
}

/**
 * Order attribution's group, printed on each hook WooCommerce 11 hooks it to (billing and shipping
 * form before/after, order notes, after customer details: checkout-classic.html). The script keeps
 * the form's first group and removes the rest (woocommerce-contract s4.3).
 */
const ATTRIBUTION_GROUP = '<wc-order-attribution-inputs></wc-order-attribution-inputs>';

/** [woocommerce_checkout] markup (checkout-classic.html), with the login toggle for guests and a terms page set. */
export function checkoutPage(ctx: PageContext, v: CheckoutView): string {
  const shipChecked = shipsElsewhere(v.posted) ? " checked='checked'" : '';
  return `<article id="post-8" class="post-8 page type-page status-publish hentry">
			<header class="entry-header">
			<h1 class="entry-title">Checkout</h1>		</header><!-- .entry-header -->
				<div class="entry-content">
			<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>
${v.loginNonce === undefined ? '' : loginSection(ctx.siteUrl + paths.myAccount, v.loginNonce)}
${couponForm(ctx)}
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
		${reviewTable(ctx, v.totals)}
${paymentSection(v.posted, v.nonce, ctx.siteUrl, v.demoGateways)}
	</div>
</form>
</div>
					</div><!-- .entry-content -->
		</article><!-- #post-## -->`;
}
