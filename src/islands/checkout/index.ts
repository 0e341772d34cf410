import { readCheckoutConfig } from '../../adapters/readCheckoutParams.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { bindCheckoutCoupons } from './checkoutCoupons.ts';
import { bindCheckoutToggles } from './checkoutToggles.ts';
import { bindFieldValidation } from './fieldValidation.ts';
import { createOrderReview } from './orderReview.ts';
import { createPaymentMethods } from './paymentMethods.ts';
import { bindPlaceOrder } from './placeOrder.ts';
import { bindShipToDifferentAddress } from './shipToDifferentAddress.ts';
import { bindUpdateTriggers } from './updateTriggers.ts';

/**
 * The classic checkout form (checkout.js) over WooCommerce's own markup and wire protocol. On load
 * checkout.js asks update_order_review once (`init_checkout` -> `update_checkout`); the server has
 * just printed that very review, so we ask nothing (warm loads make no request: spec budget) and
 * only say `init_checkout` and `updated_checkout`, which gateways wait for to draw their fields.
 */
export function mount(element: HTMLElement, context: IslandContext): Unmount {
  const form = element as HTMLFormElement;
  const config = readCheckoutConfig();
  const { bus } = context;
  const payments = createPaymentMethods(form, bus);
  const cleanups = [
    bindShipToDifferentAddress(form),
    bindFieldValidation(form),
    createOrderReview(form, config, bus, payments),
    bindUpdateTriggers(form, bus),
    bindPlaceOrder(form, config, bus, payments),
    bindCheckoutCoupons(form, config, bus),
    bindCheckoutToggles(form, bus),
    payments.destroy,
  ];
  payments.init();
  if (config.isCheckout) {
    bus.emit('init_checkout');
    bus.emit('updated_checkout');
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}
