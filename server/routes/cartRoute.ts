import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { removeFromCart } from '../http/cartActions.ts';
import { flashNotices, loadShopper, updateCart } from '../http/loadShopper.ts';
import type { Notice } from '../http/notices.ts';
import { setQuantity } from '../store/cart.ts';
import { cartPage } from '../templates/cartPage.ts';
import { localizeScript } from '../templates/globals.ts';
import { layout } from '../templates/layout.ts';
import { paths } from '../templates/urls.ts';
import { createNonce, verifyNonce } from '../util/nonce.ts';
import { buildPageContext, nonceUid, requestUrl, sendPage, sendRedirect } from './pageContext.ts';

const QTY_FIELD = /^cart\[([a-f0-9]{32})\]\[qty\]$/;

export function registerCartRoute(app: FastifyInstance, services: AppServices): void {
  app.get(paths.cart, (request, reply) => {
    const state = loadShopper(services, request);
    const query = requestUrl(request).searchParams;
    const removeKey = query.get('remove_item');
    // WC_Form_Handler::update_cart_action: remove links carry a woocommerce-cart nonce.
    if (removeKey !== null) {
      const notices: Notice[] = [];
      if (!verifyNonce(services.secret, 'woocommerce-cart', nonceUid(state), query.get('_wpnonce'))) {
        notices.push({ kind: 'error', code: 'bad_nonce' });
      } else {
        const removed = removeFromCart(services, state, removeKey);
        if (removed !== null) notices.push({ kind: 'removed', productId: removed.id });
      }
      flashNotices(state, notices);
      return sendRedirect(reply, state, paths.cart);
    }
    const ctx = buildPageContext(services, request, state);
    const cartParams = localizeScript('wc-cart', [['wc_cart_params', {
      ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      update_shipping_method_nonce: createNonce(services.secret, 'update-shipping-method', nonceUid(state)),
      apply_coupon_nonce: createNonce(services.secret, 'apply-coupon', nonceUid(state)),
      remove_coupon_nonce: createNonce(services.secret, 'remove-coupon', nonceUid(state)),
    }]]);
    return sendPage(reply, state, layout(ctx, {
      title: 'Cart', breadcrumb: [{ label: 'Cart' }], main: cartPage(ctx), headScripts: cartParams, storePage: true,
      bodyClasses: ['wp-singular', 'page-template-default', 'page', 'page-id-7', 'woocommerce-cart', 'woocommerce-page'],
    }));
  });

  /** Non-JS "Update cart": every `cart[key][qty]` field; 0 removes the line. */
  app.post(paths.cart, (request, reply) => {
    const state = loadShopper(services, request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!verifyNonce(services.secret, 'woocommerce-cart', nonceUid(state), body['woocommerce-cart-nonce'])) {
      flashNotices(state, [{ kind: 'error', code: 'bad_nonce' }]);
      return sendRedirect(reply, state, paths.cart);
    }
    let cart = state.cart;
    for (const [name, value] of Object.entries(body)) {
      const key = QTY_FIELD.exec(name)?.[1];
      const qty = Math.floor(Number(value));
      if (key !== undefined && Number.isFinite(qty)) cart = setQuantity(cart, key, Math.max(0, qty));
    }
    updateCart(services, state, cart);
    flashNotices(state, [{ kind: 'cart_updated' }]);
    return sendRedirect(reply, state, paths.cart);
  });
}
