import type { EventBus } from '../events/index.ts';
import type { FragmentStore } from '../fragments/index.ts';
import { insertViewCartLink } from './viewCartLink.ts';

export interface CartUpdaterOptions {
  readonly bus: EventBus;
  readonly fragments: FragmentStore;
  /** 'View cart' text and target, and whether this is the cart page (no link there). */
  readonly viewCart: { readonly text: string; readonly url: string; readonly isCart: boolean };
  /**
   * Shows the 'View cart' link after a button; default inserts WooCommerce's link into the DOM at
   * once. The cart islands hand it to their React layer instead (issue #15).
   */
  readonly showViewCart?: (button: HTMLElement, text: string, url: string) => void;
  /** Speaks a success message in the polite live region. */
  readonly announce: (message: string) => void;
}

/**
 * What WooCommerce's add-to-cart.js did on `added_to_cart` / `removed_from_cart`, whoever fired them
 * (our islands, or a quick-view plugin triggering the jQuery event): update the button, swap the
 * fragments, announce the success message (contract s1.6, s1.7). Returns an unsubscribe.
 */
export function createCartUpdater(options: CartUpdaterOptions): () => void {
  const { bus, fragments, viewCart, announce } = options;
  const showViewCart = options.showViewCart ?? insertViewCartLink;

  const updateButton = (button: HTMLElement, hasFragments: boolean): void => {
    button.classList.remove('loading');
    if (hasFragments) {
      button.classList.add('added');
      if (!viewCart.isCart) showViewCart(button, viewCart.text, viewCart.url);
    }
    bus.emit('wc_cart_button_updated', { button });
  };

  const applyFragments = (map: Record<string, string>): void => {
    fragments.apply(map, 'answer');
    bus.emit('wc_fragments_loaded');
  };

  const announceFrom = (element: HTMLElement | undefined): void => {
    const message = element?.dataset.success_message;
    if (message) announce(message);
  };

  const offAdded = bus.on('added_to_cart', ({ fragments: map, button }) => {
    if (button) updateButton(button, Object.keys(map).length > 0);
    applyFragments(map);
    announceFrom(button);
  });
  const offRemoved = bus.on('removed_from_cart', ({ fragments: map, button }) => {
    applyFragments(map);
    announceFrom(button);
  });
  return () => {
    offAdded();
    offRemoved();
  };
}
