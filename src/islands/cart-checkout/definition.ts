import type { IslandDefinition } from '../../core/scanner/types.ts';

/** The cart page's links cart.js answers in place (remove a line, Undo, remove a coupon, the shipping calculator's toggle). */
const CART_LINKS = '.restore-item,.woocommerce-cart-form .product-remove>a,a.shipping-calculator-button,a.woocommerce-remove-coupon';

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
  const cart = element === document.body;
  if (event.type === 'click') {
    const click = event as MouseEvent;
    return !(click.button || click.metaKey || click.ctrlKey || click.shiftKey) && (cart ? !!target.closest(CART_LINKS) : !target.closest('form'));
  }
  if (!cart) return event.type !== 'submit';
  const name = ((event as SubmitEvent).submitter as HTMLButtonElement | null)?.name;
  return target.matches('.woocommerce-shipping-calculator') || (target.matches('.woocommerce-cart-form')
    && (name === 'update_cart' || name === 'apply_coupon' || !!document.activeElement?.matches('input.qty,#coupon_code')));
}

/**
 * cart.js disables 'Update cart' at its ready event and enables it once a line's field changes
 * (input_changed): done here when the scan finds the cart, since the island mounts at idle, after the
 * shopper may have acted (issue #31). Until it mounts, any edit on the page frees the button (a line's
 * field only would not fit the loader's budget); the island then applies cart.js's rule again. If it
 * never mounts, the first edit still frees the button and the form posts as plain HTML.
 */
function holdUpdateCart(element: HTMLElement): void {
  const update = element.querySelector<HTMLButtonElement>('[name=update_cart]');
  if (!update) return;
  update.disabled = true;
  element.addEventListener('input', () => update.disabled = false);
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
  prepare: holdUpdateCart,
  // Links the pages print (or checkoutToggles.ts makes) as buttons; cart.js and checkout.js take their clicks.
  buttons: 'a.showcoupon,a.showlogin,.woocommerce-cart-form .product-remove>a,a.shipping-calculator-button,a.woocommerce-remove-coupon',
  load: () => import('./index.ts'),
};
