import type { CartData } from './cart.ts';
import { readDestination } from './destination.ts';
import type { Posted } from './posted.ts';
import { shipsElsewhere } from './validateCheckout.ts';

/** Checkout fields kept in the session: addresses, notes, the ship-to toggle and the payment choice. */
const KEPT = /^(billing_|shipping_(?!method)|order_comments$|ship_to_different_address$|payment_method$)/;

/**
 * What WC_AJAX::update_order_review (and the no-JS 'Update totals') remember: the customer's
 * addresses, the destination used for rates and taxes, and the chosen shipping rate.
 */
export function rememberCheckout(cart: CartData, posted: Posted): CartData {
  const kept = Object.fromEntries(Object.entries(posted).filter(([k]) => KEPT.test(k)));
  const destination = readDestination(posted, shipsElsewhere(posted) ? 'shipping_' : 'billing_');
  const method = posted['shipping_method[0]'];
  return {
    ...cart, checkout: kept, destination,
    ...(typeof method === 'string' && method !== '' ? { shippingMethod: method } : {}),
  };
}
