import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { addressAutocompleteHead } from '../addressDemo/addressAutocompleteHead.ts';
import { orderAttributionSection } from '../attribution/orderAttributionSection.ts';
import { orderAttribution } from '../attribution/orderAttributionStore.ts';
import { flashNotices, loadShopper, updateCart } from '../http/loadShopper.ts';
import type { ShopperState } from '../http/ShopperState.ts';
import { cartTotals } from '../store/cartTotals.ts';
import { rememberCheckout } from '../store/checkoutSession.ts';
import { enabledDemoGateways } from '../store/demoGateways.ts';
import { applyCoupon, removeCoupon } from '../store/coupons.ts';
import type { FieldError } from '../store/validateCheckout.ts';
import type { Posted } from '../store/posted.ts';
import { addressScriptGlobals } from '../templates/addressGlobals.ts';
import { checkoutPage } from '../templates/checkoutPage.ts';
import { TERMS_CONTENT, TERMS_PATH } from '../templates/checkoutTerms.ts';
import { localizeScript } from '../templates/globals.ts';
import { layout } from '../templates/layout.ts';
import { orderReceivedPage } from '../templates/orderReceivedPage.ts';
import { paths } from '../templates/urls.ts';
import { createNonce } from '../util/nonce.ts';
import { placeOrder } from './placeOrder.ts';
import { notFound } from './notFound.ts';
import { buildPageContext, nonceUid, requestUrl, sendPage, sendRedirect } from './pageContext.ts';

const BODY_CLASSES = ['wp-singular', 'page-template-default', 'page', 'page-id-8', 'woocommerce-checkout', 'woocommerce-page'];

function checkoutGlobals(services: AppServices, state: ShopperState): string {
  const uid = nonceUid(state);
  return addressScriptGlobals() + localizeScript('wc-checkout', [['wc_checkout_params', {
    ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    update_order_review_nonce: createNonce(services.secret, 'update-order-review', uid),
    apply_coupon_nonce: createNonce(services.secret, 'apply-coupon', uid),
    remove_coupon_nonce: createNonce(services.secret, 'remove-coupon', uid),
    option_guest_checkout: 'yes', checkout_url: '/?wc-ajax=checkout', is_checkout: '1', debug_mode: '',
    i18n_checkout_error: `There was an error processing your order. Please check for any charges in your payment method and review your <a href="${state.siteUrl}/my-account/orders/">order history</a> before placing the order again.`,
    gateways_with_custom_place_order_button: [],
  }]]) + addressAutocompleteHead();
}

function render(services: AppServices, request: FastifyRequest, reply: FastifyReply, state: ShopperState, posted: Posted, errors: FieldError[]): FastifyReply {
  const ctx = buildPageContext(services, request, state);
  const nonce = createNonce(services.secret, 'woocommerce-process_checkout', nonceUid(state));
  const totals = cartTotals(state.cart, state.view);
  return sendPage(reply, state, layout(ctx, {
    title: 'Checkout', breadcrumb: [{ label: 'Checkout' }], bodyClasses: BODY_CLASSES, storePage: true,
    headScripts: checkoutGlobals(services, state), main: checkoutPage(ctx, {
      posted, errors, nonce, totals, demoGateways: enabledDemoGateways(request.cookies),
      ...(state.user === null ? { loginNonce: createNonce(services.secret, 'woocommerce-login', nonceUid(state)) } : {}),
    }),
  }));
}

export function stringFields(body: unknown): Posted {
  const out: Record<string, string> = {};
  if (typeof body === 'object' && body !== null) {
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

export function registerCheckoutRoute(app: FastifyInstance, services: AppServices): void {
  // The terms page the checkout's terms link opens in a new tab (inline on the checkout with JavaScript).
  app.get(TERMS_PATH, (request, reply) => {
    const state = loadShopper(services, request);
    const ctx = buildPageContext(services, request, state);
    return sendPage(reply, state, layout(ctx, {
      title: 'Terms and conditions', breadcrumb: [{ label: 'Terms and conditions' }], bodyClasses: ['page'], storePage: false,
      main: `<article class="page type-page hentry"><header class="entry-header"><h1 class="entry-title">Terms and conditions</h1></header><div class="entry-content">${TERMS_CONTENT}</div></article>`,
    }));
  });
  app.get(paths.checkout, (request, reply) => {
    const state = loadShopper(services, request);
    // WooCommerce sends shoppers with an empty cart back to the cart page.
    if (state.view.lines.length === 0) return sendRedirect(reply, state, paths.cart);
    const coupon = requestUrl(request).searchParams.get('remove_coupon');
    if (coupon !== null) {
      updateCart(services, state, removeCoupon(state.cart, coupon));
      flashNotices(state, [{ kind: 'coupon', ok: true, message: 'Coupon has been removed.' }]);
      return sendRedirect(reply, state, paths.checkout);
    }
    return render(services, request, reply, state, state.cart.checkout ?? {}, []);
  });

  app.post(paths.checkout, (request, reply) => {
    const state = loadShopper(services, request);
    const posted = stringFields(request.body);
    if (state.view.lines.length === 0) {
      flashNotices(state, [{ kind: 'error', code: 'empty_cart' }]);
      return sendRedirect(reply, state, paths.cart);
    }
    // The checkout's coupon form posts to the page itself (WC_Form_Handler::update_cart_action).
    if (posted['apply_coupon'] !== undefined) {
      const result = applyCoupon(state.cart, posted['coupon_code'] ?? '');
      if (result.ok) updateCart(services, state, result.cart);
      flashNotices(state, [{ kind: 'coupon', ok: result.ok, message: result.message }]);
      return sendRedirect(reply, state, paths.checkout);
    }
    // The noscript 'Update country / region' and 'Update totals' buttons re-render with the posted values.
    if (posted['woocommerce_checkout_update_totals'] !== undefined) {
      updateCart(services, state, rememberCheckout(state.cart, posted));
      return render(services, request, reply, state, posted, []);
    }
    const outcome = placeOrder(services, state, posted);
    if (!outcome.ok) return render(services, request, reply, state, posted, outcome.errors);
    return sendRedirect(reply, state, outcome.redirect);
  });

  app.get('/checkout/order-received/:id/', (request, reply) => {
    const order = services.orders.byId(Number((request.params as { id: string }).id));
    const key = requestUrl(request).searchParams.get('key');
    if (order === undefined || key !== order.orderKey) return notFound(services, request, reply);
    const state = loadShopper(services, request);
    const ctx = buildPageContext(services, request, state);
    return sendPage(reply, state, layout(ctx, {
      title: 'Order received', breadcrumb: [{ label: 'Checkout', url: ctx.siteUrl + paths.checkout }, { label: 'Order received' }],
      bodyClasses: [...BODY_CLASSES, 'woocommerce-order-received'], main: orderReceivedPage(order, orderAttributionSection(orderAttribution(services.db, order.id))),
    }));
  });
}
