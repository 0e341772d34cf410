import type { IslandDefinition } from '../../core/scanner/types.ts';

/** The cart page's links cart.js answers in place (remove a line, Undo, remove a coupon, the shipping calculator's toggle). */
const CART_LINKS = '.restore-item,a.woocommerce-remove-coupon,.woocommerce-cart-form .product-remove>a,a.shipping-calculator-button';

/**
 * An input the island answers in place, held while its code downloads. The cart page (../cart-page/
 * index.ts onClick/onSubmit): a plain left click on CART_LINKS; Update cart or Apply coupon (by button,
 * or Enter in a quantity or the coupon field); the shipping calculator. The checkout (checkout.js, bound
 * at its ready event): a plain left click on its coupon or login toggle, the only clicks outside a form
 * that reach here (the definition's `buttons`); a field's blur or change (validate_field, the
 * ship-to-different box), held but not stopped. Anything else stays the browser's.
 */
function isAction(element: HTMLElement, event: Event): boolean {
  const target = event.target as Element;
  const cart = element.tagName === 'BODY';
  if (event.type === 'click') {
    const click = event as MouseEvent;
    return !(click.button || click.metaKey || click.ctrlKey || click.shiftKey) && (cart ? target.closest(CART_LINKS) !== null : !target.closest('form'));
  }
  if (!cart) return event.type !== 'submit';
  const name = (event as SubmitEvent).submitter?.getAttribute('name');
  return target.matches('form.woocommerce-shipping-calculator') || (target.matches('.woocommerce-cart-form')
    && (name === 'update_cart' || name === 'apply_coupon' || target.ownerDocument.activeElement?.matches('input.qty,#coupon_code') === true));
}

/**
 * The classic cart page (cart.js: ../cart-page/) and checkout (checkout.js: ../checkout/), one
 * definition so the loader stays in budget; each page loads only its own chunk. Until they mount,
 * every control works as plain HTML and the server answers as WooCommerce does, except the cart's
 * actions: cart.js (bound at DOMContentLoaded) answers them in place, so one made before this island
 * mounts (at idle) is held and answered in place too, instead of becoming a page load.
 */
export const definition: IslandDefinition = {
  name: 'cart-checkout',
  selector: 'body.woocommerce-cart,form.checkout',
  capture: ['click', 'submit', 'focusout', 'change'],
  shouldCapture: isAction,
  // Links the pages print (or checkoutToggles.ts makes) as buttons; cart.js and checkout.js take their clicks.
  buttons: 'a.showcoupon,a.showlogin,.woocommerce-cart-form .product-remove>a,a.shipping-calculator-button,a.woocommerce-remove-coupon',
  load: () => import('./index.ts'),
};
