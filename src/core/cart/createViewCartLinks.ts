import { createSubscribable } from '../subscribable/index.ts';

export interface ViewCartLinkEntry {
  /** The add-to-cart button the link follows (`.add_to_cart_button + .added_to_cart`, contract s1.6). */
  readonly button: HTMLElement;
  readonly text: string;
  readonly url: string;
}

/** The 'View cart' links the page should show, one per button, as a subscribable list. */
export interface ViewCartLinks {
  /** Records a link after the button, unless its parent already has one (server's or an earlier add). */
  add(button: HTMLElement, text: string, url: string): void;
  /** The same array until the list changes (a `useSyncExternalStore` snapshot). */
  list(): readonly ViewCartLinkEntry[];
  subscribe(listener: () => void): () => void;
}

/**
 * State for WooCommerce's 'View cart' links, kept in core so a view (the cart island's React layer)
 * draws them and core never waits for that view to exist: an answer that arrives before the view has
 * loaded is kept and drawn once it has.
 */
export function createViewCartLinks(): ViewCartLinks {
  let entries: readonly ViewCartLinkEntry[] = [];
  const listeners = createSubscribable();
  return {
    add(button, text, url) {
      if (entries.some((entry) => entry.button === button)) return;
      if (button.parentElement?.querySelector(':scope > .added_to_cart')) return;
      entries = [...entries, { button, text, url }];
      listeners.notify();
    },
    list: () => entries,
    subscribe: listeners.subscribe,
  };
}
