import type { AppServices } from '../AppServices.ts';
import { saveOrderAttribution } from '../attribution/orderAttributionStore.ts';
import { readPostedAttribution } from '../attribution/readPostedAttribution.ts';
import { updateCart } from '../http/loadShopper.ts';
import type { ShopperState } from '../http/ShopperState.ts';
import { emptyCart } from '../store/cart.ts';
import { cartTotals } from '../store/cartTotals.ts';
import { rememberCheckout } from '../store/checkoutSession.ts';
import type { FieldError } from '../store/validateCheckout.ts';
import type { Posted } from '../store/posted.ts';
import { validateCheckout } from '../store/validateCheckout.ts';
import { paths } from '../templates/urls.ts';
import { verifyNonce } from '../util/nonce.ts';
import { nonceUid } from './pageContext.ts';

export type PlaceOrderOutcome = { ok: true; redirect: string } | { ok: false; errors: FieldError[] };

/**
 * WC_Checkout::process_checkout, shared by the form POST (no JavaScript) and wc-ajax=checkout: nonce,
 * validation, then the order with the totals the shopper saw (rates and taxes for the posted address).
 */
export function placeOrder(services: AppServices, state: ShopperState, posted: Posted): PlaceOrderOutcome {
  if (!verifyNonce(services.secret, 'woocommerce-process_checkout', nonceUid(state), posted['woocommerce-process-checkout-nonce'])) {
    return { ok: false, errors: [{ id: 'place_order', html: 'We were unable to process your order, please try again.' }] };
  }
  updateCart(services, state, rememberCheckout(state.cart, posted));
  const errors = validateCheckout(posted);
  if (errors.length > 0) return { ok: false, errors };
  const totals = cartTotals(state.cart, state.view);
  const order = services.orders.create({ view: state.view, posted, totals, customerId: state.user?.id ?? null });
  saveOrderAttribution(services.db, order.id, readPostedAttribution(posted));
  updateCart(services, state, emptyCart());
  return { ok: true, redirect: paths.orderReceived(order.id, order.orderKey) };
}
