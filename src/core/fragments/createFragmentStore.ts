import { inertMarkup } from '../html/index.ts';
import { createSubscribable } from '../subscribable/index.ts';
import { createScriptRunner } from './createScriptRunner.ts';

/** Page-region selector -> replacement markup, as in the server's `fragments` answer (spec s3). */
export type Fragments = Readonly<Record<string, string>>;

/**
 * Where a fragments map came from: 'answer', a wc-ajax answer this page just received (its scripts run,
 * as WooCommerce's replaceWith runs them); 'storage', a stored copy (inert: its scripts never run).
 */
export type FragmentSource = 'answer' | 'storage';

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
  /**
   * Replaces every element matching each selector with its markup, stores the map, returns the new
   * elements. Only for `source` 'answer' do the markup's scripts run, once per fragment, in order.
   */
  apply(fragments: Fragments, source: FragmentSource): Element[];
  subscribe(listener: (fragments: Fragments) => void): () => void;
}

const documentOf = (root: ParentNode): Document => (root as Node).ownerDocument ?? (root as Document);

export function createFragmentStore(options: FragmentStoreOptions = {}): FragmentStore {
  const { root = document, onRegionReplaced } = options;
  let current: Fragments = Object.freeze({});
  const listeners = createSubscribable<[Fragments]>();
  const reported = new Set<string>();
  const runner = createScriptRunner(documentOf(root));

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

  /** The new elements, and the scripts among them, in document order. */
  const replace = (target: Element, markup: string, source: FragmentSource): { elements: Element[]; scripts: HTMLScriptElement[] } => {
    // Unlike jQuery's replaceWith, no inline handler or javascript: URL in fragment markup runs, whoever
    // sent or stored it; scripts are kept (inert) only from a live answer: this is the one place
    // fragments enter the page.
    const content = inertMarkup(target.ownerDocument, markup, { keepScripts: source === 'answer' });
    const found = { elements: [...content.children], scripts: [...content.querySelectorAll('script')] };
    target.replaceWith(content);
    return found;
  };

  /** One selector's regions; only the last one's scripts run, as jQuery runs a fragment's scripts once. */
  const replaceAll = (selector: string, markup: string, source: FragmentSource): Element[] => {
    const inserted: Element[] = [];
    let scripts: HTMLScriptElement[] = [];
    for (const target of find(selector)) {
      // A match nested in an earlier match of the same selector has already been replaced.
      if (!root.contains(target)) continue;
      const found = replace(target, markup, source);
      inserted.push(...found.elements);
      scripts = found.scripts;
    }
    // Before the next fragment goes in, as jQuery runs each replaceWith's scripts.
    if (source === 'answer') runner.run(scripts);
    return inserted;
  };

  const store: FragmentStore = {
    get: (selector) => (Object.hasOwn(current, selector) ? current[selector] : undefined),
    snapshot: () => current,
    set(fragments) {
      current = Object.freeze({ ...fragments });
      listeners.notify(current);
    },
    apply(fragments, source) {
      const inserted: Element[] = [];
      for (const [selector, markup] of Object.entries(fragments)) {
        if (typeof markup === 'string') inserted.push(...replaceAll(selector, markup, source));
      }
      store.set(fragments);
      if (onRegionReplaced) for (const element of inserted) onRegionReplaced(element);
      return inserted;
    },
    subscribe: listeners.subscribe,
  };
  return store;
}
