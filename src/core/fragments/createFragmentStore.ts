import { inertMarkup } from '../html/index.ts';
import { createSubscribable } from '../subscribable/index.ts';

/** Page-region selector -> replacement markup, as in the server's `fragments` answer (spec s3). */
export type Fragments = Readonly<Record<string, string>>;

export interface FragmentStoreOptions {
  /** Where selectors are looked up; default `document` (spec s4 "Cart fragments cache"). */
  readonly root?: ParentNode;
  /** Called with each inserted element, so the loader can re-scan replaced regions for islands; default none. */
  readonly onRegionReplaced?: (element: Element) => void;
}

export interface FragmentStore {
  /** The stored markup for one selector. */
  get(selector: string): string | undefined;
  /** The whole map; the same object until the next `set`/`apply` (safe for useSyncExternalStore). */
  snapshot(): Fragments;
  /** Replaces the stored map, as cart-fragments.js does with each answer, and notifies subscribers. */
  set(fragments: Fragments): void;
  /** Replaces every element matching each selector with its markup, stores the map, returns the new elements. */
  apply(fragments: Fragments): Element[];
  subscribe(listener: (fragments: Fragments) => void): () => void;
}

export function createFragmentStore(options: FragmentStoreOptions = {}): FragmentStore {
  const { root = document, onRegionReplaced } = options;
  let current: Fragments = Object.freeze({});
  const listeners = createSubscribable<[Fragments]>();
  const reported = new Set<string>();

  // Themes register any string through woocommerce_add_to_cart_fragments; jQuery would throw on a
  // bad selector and abort the whole update, here the rest of the fragments still apply.
  const find = (selector: string): Element[] => {
    try {
      return [...root.querySelectorAll(selector)];
    } catch {
      if (!reported.has(selector)) console.warn(`wc-islands: skipped fragment with invalid selector "${selector}"`);
      reported.add(selector);
      return [];
    }
  };

  const replace = (target: Element, markup: string): Element[] => {
    // Unlike jQuery's replaceWith, nothing in fragment markup runs (scripts, handlers, javascript: URLs),
    // whoever sent or stored it: this is the one place fragments enter the page.
    const content = inertMarkup(target.ownerDocument, markup);
    const inserted = [...content.children];
    target.replaceWith(content);
    return inserted;
  };

  const store: FragmentStore = {
    get: (selector) => (Object.hasOwn(current, selector) ? current[selector] : undefined),
    snapshot: () => current,
    set(fragments) {
      current = Object.freeze({ ...fragments });
      listeners.notify(current);
    },
    apply(fragments) {
      const inserted: Element[] = [];
      for (const [selector, markup] of Object.entries(fragments)) {
        if (typeof markup !== 'string') continue;
        for (const target of find(selector)) {
          // A match nested in an earlier match of the same selector has already been replaced.
          if (!root.contains(target)) continue;
          inserted.push(...replace(target, markup));
        }
      }
      store.set(fragments);
      if (onRegionReplaced) for (const element of inserted) onRegionReplaced(element);
      return inserted;
    },
    subscribe: listeners.subscribe,
  };
  return store;
}
