import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { removeFromCart } from '../http/cartActions.ts';
import { flashNotices, loadShopper, updateCart } from '../http/loadShopper.ts';
import type { Notice } from '../http/notices.ts';
import type { ShopperState } from '../http/ShopperState.ts';
import { restoreItem, setQuantity } from '../store/cart.ts';
import { cartTotals } from '../store/cartTotals.ts';
import { applyCoupon, removeCoupon } from '../store/coupons.ts';
import { readDestination } from '../store/destination.ts';
import { cartPage } from '../templates/cartPage.ts';
import { localizeScript } from '../templates/globals.ts';
import { layout } from '../templates/layout.ts';
import { addressScriptGlobals } from '../templates/addressGlobals.ts';
import { paths } from '../templates/urls.ts';
import { createNonce, verifyNonce } from '../util/nonce.ts';
import { buildPageContext, nonceUid, requestUrl, sendPage, sendRedirect } from './pageContext.ts';

const QTY_FIELD = /^cart\[([a-f0-9]{32})\]\[qty\]$/;

const BODY_CLASSES = ['wp-singular', 'page-template-default', 'page', 'page-id-7', 'woocommerce-cart', 'woocommerce-page'];

function cartGlobals(services: AppServices, state: ShopperState): string {
  const uid = nonceUid(state);
  return addressScriptGlobals() + localizeScript('wc-cart', [['wc_cart_params', {
    ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    update_shipping_method_nonce: createNonce(services.secret, 'update-shipping-method', uid),
    apply_coupon_nonce: createNonce(services.secret, 'apply-coupon', uid),
    remove_coupon_nonce: createNonce(services.secret, 'remove-coupon', uid),
  }]]);
}

/** Renders the cart page with `notices` shown on it (the calculator and cart.js's own POSTs render, not redirect). */
export function renderCart(services: AppServices, request: FastifyRequest, state: ShopperState, notices: Notice[] = []): string {
  state.notices = [...state.notices, ...notices];
  const ctx = buildPageContext(services, request, state);
  const data = {
    totals: cartTotals(state.cart, state.view),
    calculatorNonce: createNonce(services.secret, 'woocommerce-shipping-calculator', nonceUid(state)),
  };
  return layout(ctx, {
    title: 'Cart', breadcrumb: [{ label: 'Cart' }], main: cartPage(ctx, data), headScripts: cartGlobals(services, state),
    storePage: true, bodyClasses: BODY_CLASSES,
  });
}

/** WC_Form_Handler::update_cart_action's GET side: remove_item (nonce), undo_item, remove_coupon. */
function cartLinkAction(services: AppServices, state: ShopperState, query: URLSearchParams): Notice[] | null {
  const nonceOk = (): boolean => verifyNonce(services.secret, 'woocommerce-cart', nonceUid(state), query.get('_wpnonce'));
  const removeKey = query.get('remove_item');
  if (removeKey !== null) {
    if (!nonceOk()) return [{ kind: 'error', code: 'bad_nonce' }];
    const removed = removeFromCart(services, state, removeKey);
    if (removed === null) return [];
    const undoUrl = `${paths.cart}?undo_item=${removeKey}&_wpnonce=${createNonce(services.secret, 'woocommerce-cart', nonceUid(state))}`;
    return [{ kind: 'removed', productId: removed.id, undoUrl }];
  }
  const undoKey = query.get('undo_item');
  if (undoKey !== null) {
    if (!nonceOk()) return [{ kind: 'error', code: 'bad_nonce' }];
    const restored = restoreItem(state.cart, undoKey);
    if (restored === null) return [];
    updateCart(services, state, restored);
    const line = state.view.lines.find((l) => l.item.key === undoKey);
    return line === undefined ? [] : [{ kind: 'restored', productId: line.product.id }];
  }
  const coupon = query.get('remove_coupon');
  if (coupon !== null) {
    updateCart(services, state, removeCoupon(state.cart, coupon));
    return [{ kind: 'coupon', ok: true, message: 'Coupon has been removed.' }];
  }
  return null;
}

function postedQuantities(services: AppServices, state: ShopperState, body: Record<string, unknown>): void {
  let cart = state.cart;
  for (const [name, value] of Object.entries(body)) {
    const key = QTY_FIELD.exec(name)?.[1];
    const qty = Math.floor(Number(value));
    if (key !== undefined && Number.isFinite(qty)) cart = setQuantity(cart, key, Math.max(0, qty));
  }
  updateCart(services, state, cart);
}

export function registerCartRoute(app: FastifyInstance, services: AppServices): void {
  app.get(paths.cart, (request, reply) => {
    const state = loadShopper(services, request);
    const notices = cartLinkAction(services, state, requestUrl(request).searchParams);
    if (notices !== null) {
      flashNotices(state, notices);
      return sendRedirect(reply, state, paths.cart);
    }
    return sendPage(reply, state, renderCart(services, request, state));
  });

  /**
   * The cart form (Update cart, Apply coupon) and the shipping calculator post here. A POST with
   * neither (cart.js's `update_cart` refresh) just renders the page, as WooCommerce does.
   */
  app.post(paths.cart, (request, reply) => {
    const state = loadShopper(services, request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body['calc_shipping'] !== undefined) {
      // WC_Shortcode_Cart::calculate_shipping: saves the location and renders (no redirect).
      if (!verifyNonce(services.secret, 'woocommerce-shipping-calculator', nonceUid(state), body['woocommerce-shipping-calculator-nonce'])) {
        return sendPage(reply, state, renderCart(services, request, state, [{ kind: 'error', code: 'bad_nonce' }]));
      }
      updateCart(services, state, { ...state.cart, destination: readDestination(body, 'calc_shipping_') });
      return sendPage(reply, state, renderCart(services, request, state, [{ kind: 'shipping_updated' }]));
    }
    const applying = typeof body['apply_coupon'] === 'string' && body['apply_coupon'] !== '';
    const updating = body['update_cart'] !== undefined || body['proceed'] !== undefined;
    if (!applying && !updating) return sendPage(reply, state, renderCart(services, request, state));
    if (!verifyNonce(services.secret, 'woocommerce-cart', nonceUid(state), body['woocommerce-cart-nonce'])) {
      flashNotices(state, [{ kind: 'error', code: 'bad_nonce' }]);
      return sendRedirect(reply, state, paths.cart);
    }
    if (applying) {
      const result = applyCoupon(state.cart, typeof body['coupon_code'] === 'string' ? body['coupon_code'] : '');
      if (result.ok) updateCart(services, state, result.cart);
      flashNotices(state, [{ kind: 'coupon', ok: result.ok, message: result.message }]);
      return sendRedirect(reply, state, paths.cart);
    }
    postedQuantities(services, state, body);
    flashNotices(state, [{ kind: 'cart_updated' }]);
    return sendRedirect(reply, state, body['proceed'] !== undefined ? paths.checkout : paths.cart);
  });
}
