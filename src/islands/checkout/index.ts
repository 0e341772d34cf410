import { readCheckoutConfig } from '../../adapters/readCheckoutParams.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { bindCheckoutCoupons } from './checkoutCoupons.ts';
import { bindFieldValidation } from './fieldValidation.ts';
import { createOrderReview } from './orderReview.ts';
import { createPaymentMethods } from './paymentMethods.ts';
import { bindPlaceOrder } from './placeOrder.ts';
import { bindShipToDifferentAddress } from './shipToDifferentAddress.ts';
import { bindUpdateTriggers } from './updateTriggers.ts';

/**
 * The classic checkout form (checkout.js) over WooCommerce's own markup and wire protocol. Like
 * checkout.js on load, it sets up the payment boxes and asks for one order review refresh, after
 * which gateways that draw their fields on `updated_checkout` find them.
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
    payments.destroy,
  ];
  payments.init();
  if (config.isCheckout) {
    bus.emit('init_checkout');
    bus.emit('update_checkout');
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}
