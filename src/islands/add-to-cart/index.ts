import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { cartRuntime } from '../cart/cartRuntime.ts';
import { ensureLiveRegion } from '../cart/ensureLiveRegion.tsx';

/**
 * AJAX add to cart on WooCommerce's loop buttons (spec s4 'Add-to-cart button'). The button stays the
 * server's `<a>`: without data-product_id, or with JavaScript off, its link does the add.
 */
export function mount(button: HTMLElement, context: IslandContext): Unmount {
  const { addToCart, announcer } = cartRuntime(context.bus);
  ensureLiveRegion(announcer);
  // WooCommerce's own opt-out class: a legacy add-to-cart.js still on the page skips this button,
  // so one click sends one request.
  const hadInteractiveClass = button.classList.contains('wc-interactive');
  button.classList.add('wc-interactive');

  const onClick = (event: MouseEvent): void => {
    if (addToCart.add(button)) event.preventDefault();
  };
  // The button is a link with role=button: Space must activate it like a button (contract s1.2).
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== ' ') return;
    event.preventDefault();
    button.click();
  };
  button.addEventListener('click', onClick);
  button.addEventListener('keydown', onKeyDown);
  // Clicks (and Space presses) captured while this code loaded: one add each, in order.
  for (const _event of context.pending) addToCart.add(button);

  return () => {
    button.removeEventListener('click', onClick);
    button.removeEventListener('keydown', onKeyDown);
    if (!hadInteractiveClass) button.classList.remove('wc-interactive');
  };
}
