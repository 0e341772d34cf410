import { readCheckoutConfig } from '../../../adapters/readCheckoutParams.ts';
import type { IslandContext, Unmount } from '../../../core/scanner/index.ts';
import { bindCheckoutCoupons } from './checkoutCoupons.ts';
import { bindCheckoutToggles } from './checkoutToggles.ts';
import { bindFieldValidation } from './fieldValidation.ts';
import { createOrderReview } from './orderReview.ts';
import { createPaymentMethods } from './paymentMethods.ts';
import { bindPlaceOrder } from './placeOrder.ts';
import { bindShipToDifferentAddress } from './shipToDifferentAddress.ts';
import { bindUpdateTriggers } from './updateTriggers.ts';

/**
 * The classic checkout form (checkout.js) over WooCommerce's own markup and wire protocol. On load it
 * says `init_checkout`, which asks update_order_review once, as checkout.js does: the printed review
 * may no longer match the form (a shipping method or address the browser restored, or chosen before
 * this code listened), and gateways draw their fields on the `updated_checkout` that answer brings.
 */
export function mount(element: HTMLElement, context: IslandContext): Unmount {
  const form = element as HTMLFormElement;
  const config = readCheckoutConfig();
  // `context.pending`: toggle clicks and field blurs the loader held while this code downloaded
  // (cart-checkout's definition), each answered by its binder as it binds, oldest first.
  const { bus } = context;
  const payments = createPaymentMethods(form, bus);
  const cleanups = [
    bindShipToDifferentAddress(form),
    bindFieldValidation(form, context.pending),
    createOrderReview(form, config, bus, payments),
    bindUpdateTriggers(form, bus),
    bindPlaceOrder(form, config, bus, payments),
    bindCheckoutCoupons(form, config, bus, context.pending),
    bindCheckoutToggles(form, bus, context.pending),
    payments.destroy,
  ];
  payments.init();
  if (config.isCheckout) bus.emit('init_checkout');
  return () => cleanups.forEach((cleanup) => cleanup());
}
