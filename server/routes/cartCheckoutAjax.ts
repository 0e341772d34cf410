import { updateCart } from '../http/loadShopper.ts';
import type { Notice } from '../http/notices.ts';
import { cartTotals } from '../store/cartTotals.ts';
import { rememberCheckout } from '../store/checkoutSession.ts';
import { applyCoupon, removeCoupon } from '../store/coupons.ts';
import { cartTotalsHtml } from '../templates/cartPage.ts';
import { enabledDemoGateways } from '../store/demoGateways.ts';
import { chosenGateway, errorNotices, paymentSection, reviewTable } from '../templates/checkoutPage.ts';
import { printNotices } from '../templates/noticesHtml.ts';
import { paths } from '../templates/urls.ts';
import { createNonce, verifyNonce } from '../util/nonce.ts';
import type { Json } from '../util/phpJson.ts';
import { stringFields } from './checkoutRoute.ts';
import { buildPageContext, nonceUid } from './pageContext.ts';
import { placeOrder } from './placeOrder.ts';
import type { WcAjaxContext, WcAjaxHandler } from './wcAjaxTypes.ts';
import { HtmlAnswer } from './htmlAnswer.ts';

/** check_ajax_referer: a bad nonce ends the request with `-1` (WooCommerce's wp_die). */
function nonceOk(ctx: WcAjaxContext, action: string): boolean {
  return verifyNonce(ctx.services.secret, action, nonceUid(ctx.state), ctx.fields['security']);
}

function notices(ctx: WcAjaxContext, list: Notice[]): HtmlAnswer {
  return new HtmlAnswer(printNotices(ctx.state.siteUrl, list, ctx.services.catalogue.productById));
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** WC_AJAX::apply_coupon: prints the notices (HTML, not JSON). */
const applyCouponAjax: WcAjaxHandler = (ctx) => {
  if (!nonceOk(ctx, 'apply-coupon')) return new HtmlAnswer('-1');
  const result = applyCoupon(ctx.state.cart, text(ctx.fields['coupon_code']));
  if (result.ok) updateCart(ctx.services, ctx.state, result.cart);
  return notices(ctx, [{ kind: 'coupon', ok: result.ok, message: result.message }]);
};

/** WC_AJAX::remove_coupon: 'Sorry there was a problem removing this coupon.' without a code. */
const removeCouponAjax: WcAjaxHandler = (ctx) => {
  if (!nonceOk(ctx, 'remove-coupon')) return new HtmlAnswer('-1');
  const coupon = text(ctx.fields['coupon']);
  if (coupon === '') return new HtmlAnswer('<ul class="woocommerce-error" role="alert">\n\t\t\t<li>\n\t\t\tSorry there was a problem removing this coupon.\t\t</li>\n\t</ul>\n');
  updateCart(ctx.services, ctx.state, removeCoupon(ctx.state.cart, coupon));
  return notices(ctx, [{ kind: 'coupon', ok: true, message: 'Coupon has been removed.' }]);
};

/** WC_AJAX::update_shipping_method: saves the choice and answers the cart totals block. */
const updateShippingMethodAjax: WcAjaxHandler = (ctx) => {
  if (!nonceOk(ctx, 'update-shipping-method')) return new HtmlAnswer('-1');
  const method = text(ctx.fields['shipping_method[0]']);
  if (method !== '') updateCart(ctx.services, ctx.state, { ...ctx.state.cart, shippingMethod: method });
  const page = buildPageContext(ctx.services, ctx.request, ctx.state);
  return new HtmlAnswer(cartTotalsHtml(page, {
    totals: cartTotals(ctx.state.cart, ctx.state.view),
    calculatorNonce: createNonce(ctx.services.secret, 'woocommerce-shipping-calculator', nonceUid(ctx.state)),
  }));
};

/**
 * WC_AJAX::update_order_review: the shopper's address (post_data) and shipping choice saved, totals
 * recalculated, the review table and payment section answered as fragments. An empty cart answers
 * the 'session expired' fragment for the whole form.
 */
const updateOrderReviewAjax: WcAjaxHandler = (ctx) => {
  if (!nonceOk(ctx, 'update-order-review')) return new HtmlAnswer('-1');
  if (ctx.state.view.lines.length === 0) {
    const shop = ctx.state.siteUrl + paths.shop;
    return { fragments: { 'form.woocommerce-checkout': `<div class="woocommerce-error">Sorry, your session has expired. <a href="${shop}" class="wc-backward">Return to shop</a></div>` } };
  }
  const posted = { ...Object.fromEntries(new URLSearchParams(text(ctx.fields['post_data']))), ...stringFields(ctx.fields) };
  updateCart(ctx.services, ctx.state, rememberCheckout(ctx.state.cart, posted));
  const page = buildPageContext(ctx.services, ctx.request, ctx.state);
  const nonce = createNonce(ctx.services.secret, 'woocommerce-process_checkout', nonceUid(ctx.state));
  const demo = enabledDemoGateways(ctx.request.cookies);
  return {
    result: 'success', messages: '', reload: false,
    fragments: {
      '.woocommerce-checkout-review-order-table': reviewTable(page, cartTotals(ctx.state.cart, ctx.state.view)),
      '.woocommerce-checkout-payment': paymentSection({ payment_method: chosenGateway(posted, demo) }, nonce, ctx.state.siteUrl, demo),
    },
  };
};

/** WC_AJAX::checkout (WC_Checkout::process_checkout): JSON success with the redirect, or failure with messages. */
const checkoutAjax: WcAjaxHandler = (ctx) => {
  if (ctx.state.view.lines.length === 0) {
    return { result: 'failure', messages: errorNotices([{ id: '', html: 'Sorry, your session has expired. <a href="/shop/" class="wc-backward">Return to shop</a>' }]), refresh: false, reload: true };
  }
  const outcome = placeOrder(ctx.services, ctx.state, stringFields(ctx.fields));
  if (outcome.ok) return { result: 'success', redirect: ctx.state.siteUrl + outcome.redirect } satisfies Json;
  const refresh = outcome.errors.some((e) => e.id === 'place_order');
  return { result: 'failure', messages: errorNotices(outcome.errors), refresh, reload: false };
};

/** The cart and checkout pages' wc-ajax endpoints (cart.js and checkout.js). */
export const cartCheckoutHandlers: Record<string, WcAjaxHandler> = {
  apply_coupon: applyCouponAjax,
  remove_coupon: removeCouponAjax,
  update_shipping_method: updateShippingMethodAjax,
  update_order_review: updateOrderReviewAjax,
  checkout: checkoutAjax,
};
