import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { cartRuntime } from '../../cart-layer/cartRuntime.ts';

/**
 * AJAX add to cart on WooCommerce's loop buttons (spec s4 'Add-to-cart button'). The button stays the
 * server's `<a>`: without data-product_id, or with JavaScript off, its link does the add. A React
 * island in the header-cart pattern: core sends and holds the state, the cart layer
 * (`src/cart-layer/CartLayer.tsx`) draws the 'View cart' link and the live region through portals.
 */
export function mount(button: HTMLElement, context: IslandContext): Unmount {
  const { addToCart, draw } = cartRuntime(context);
  // Framework-free until the shopper acts: the click sends the request at once (core), and React
  // is fetched beside it to draw the answer (issue #15).
  const add = (): boolean => {
    const handled = addToCart.add(button);
    if (handled) draw();
    return handled;
  };
  // WooCommerce's own opt-out class: a legacy add-to-cart.js still on the page skips this button,
  // so one click sends one request.
  const hadInteractiveClass = button.classList.contains('wc-interactive');
  button.classList.add('wc-interactive');

  // Enter and Space arrive as clicks too: the loader gives the link a button's keys (definition.ts).
  const onClick = (event: MouseEvent): void => {
    if (add()) event.preventDefault();
  };
  button.addEventListener('click', onClick);
  // Clicks captured while this code loaded: one add each, in order.
  for (const _event of context.pending) add();

  return () => {
    button.removeEventListener('click', onClick);
    if (!hadInteractiveClass) button.classList.remove('wc-interactive');
  };
}
