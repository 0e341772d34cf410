import type { IslandDefinition } from '../../core/scanner/types.ts';

/**
 * The classic cart page (cart.js: ../cart-page/) and checkout (checkout.js: ../checkout/), one
 * definition so the loader stays in budget; each page loads only its own chunk. Until they mount,
 * every control works as plain HTML and the server answers as WooCommerce does.
 */
export const definition: IslandDefinition = {
  name: 'cart-checkout',
  selector: 'body.woocommerce-cart,form.checkout',
  // Links the pages print (or checkoutToggles.ts makes) as buttons; cart.js and checkout.js take their clicks.
  buttons: 'a.showcoupon, a.showlogin[role="button"], .woocommerce-cart-form .product-remove > a, a.shipping-calculator-button',
  load: () => import('./index.ts'),
};
