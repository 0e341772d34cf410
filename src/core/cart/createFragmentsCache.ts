import { CART_HASH_COOKIE, FRAGMENT_CACHE_LIFETIME_MS, MINI_CART_FRAGMENT_KEY } from '../constants.ts';
import type { EventBus } from '../events/index.ts';
import { storedFragmentsAllowed, type FragmentStore } from '../fragments/index.ts';
import type { RequestQueue } from '../queue/index.ts';
import { ajaxEndpoint } from './ajaxEndpoint.ts';
import { cartAnswerReader, readFragmentsAnswer, type FragmentsAnswer } from './cartAnswers.ts';
import type { FragmentsConfig } from './cartConfig.ts';
import { setCartWidgetsShown, updateCartWidgetVisibility } from './cartWidgetVisibility.ts';
import type { CachedCart, CartCacheStorage } from './createCartCacheStorage.ts';
import { request } from '../http/request.ts';

export interface FragmentsCacheDependencies {
  readonly config: FragmentsConfig;
  readonly bus: EventBus;
  readonly fragments: FragmentStore;
  /** Undefined when storage is unavailable (private mode): then every page load refreshes (contract s2.4). */
  readonly storage: CartCacheStorage | undefined;
  readonly readCookie: (name: string) => string | undefined;
  readonly window: Window;
  /** The serial queue of our adds and removals; a refresh that overlaps any of them is dropped. Default none. */
  readonly cartQueue?: Pick<RequestQueue, 'isIdle' | 'subscribe'>;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
}

export interface FragmentsCache {
  /** Applies the cache or refreshes (spec s4 'Cart fragments cache'), then keeps it current. */
  start(): void;
  refresh(): void;
  stop(): void;
}

/** The events of a cart change, whoever makes it: a refresh in flight meanwhile may hold the older cart. */
const CART_CHANGE_EVENTS = ['adding_to_cart', 'added_to_cart', 'removed_from_cart'] as const;

export function createFragmentsCache(dependencies: FragmentsCacheDependencies): FragmentsCache {
  const { config, bus, fragments, storage, readCookie, window: view } = dependencies;
  const now = dependencies.now ?? Date.now;
  const cookieHash = (): string => readCookie(CART_HASH_COOKIE) ?? '';
  const cleanups: Array<() => void> = [];
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  // Only the newest refresh may write: an older answer arriving late would show a stale cart.
  let latestRefresh = 0;

  const scheduleExpiry = (delay: number): void => {
    clearTimeout(expiryTimer);
    expiryTimer = setTimeout(() => refresh(), Math.max(0, delay));
  };

  /**
   * Spec s4: timestamp present, under 24 h old, mini-cart fragment present, hash equal to the cookie.
   * Beyond the legacy script (issue #26): a timestamp in the future is no timestamp (it would keep a
   * planted value alive for ever), and the map must look like a cart answer (storedFragmentsAllowed).
   */
  const usable = (cached: CachedCart, hash: string): cached is CachedCart & { fragments: Record<string, string>; created: number } => {
    const age = cached.created === undefined ? NaN : now() - cached.created;
    return (
      age >= 0 &&
      age < FRAGMENT_CACHE_LIFETIME_MS &&
      Boolean(cached.fragments?.[MINI_CART_FRAGMENT_KEY]) &&
      cached.hash === hash &&
      storedFragmentsAllowed(cached.fragments ?? {}, view.document)
    );
  };

  const applyCached = (cached: CachedCart & { fragments: Record<string, string>; created: number }): void => {
    fragments.apply(cached.fragments, 'storage');
    scheduleExpiry(cached.created + FRAGMENT_CACHE_LIFETIME_MS - now());
    bus.emit('wc_fragments_loaded');
  };

  /** This tab's cache, when usable: 0 requests. */
  function applyStored(): boolean {
    const cached = storage?.readTab();
    if (!cached || !usable(cached, cookieHash())) return false;
    applyCached(cached);
    return true;
  }

  function refresh(): void {
    const id = ++latestRefresh;
    // Answers are applied in the order of the cart's state, not of their arrival: a refresh that was in
    // flight while an add or removal was queued or answered may hold the older cart (the server read it
    // first), and applying it after the newer answer would roll the mini-cart back and store an old hash.
    // The add or removal answers with the newer fragments itself, so the overlapping refresh is dropped.
    // Ours are in the queue; a plugin's own (a side cart adding from the product form) are heard by their events.
    const queue = dependencies.cartQueue;
    let overlapped = queue ? !queue.isIdle() : false;
    const overlap = (): void => void (overlapped = true);
    const watches = [queue?.subscribe(overlap), ...CART_CHANGE_EVENTS.map((name) => bus.on(name, overlap))];
    const stopWatching = (): void => watches.forEach((stop) => stop?.());
    const url = ajaxEndpoint(config.wcAjaxUrl, 'get_refreshed_fragments');
    request(url, { form: { time: now() }, timeoutMs: config.requestTimeoutMs, read: cartAnswerReader(), ...(dependencies.fetch ? { fetch: dependencies.fetch } : {}) })
      .then((answer) => {
        // Spec s8: a failed refresh raises the internal error event and shows nothing to the shopper.
        if (!answer.ok) return bus.emit('wc_fragments_ajax_error');
        const fresh = readFragmentsAnswer(answer.value);
        if (!fresh) return;
        // A superseded or overlapped answer is not applied, but cart-fragments.js announces every refresh it
        // receives, and listeners (side carts, trackers) re-read the header then: it holds the newer fragments.
        if (id !== latestRefresh || overlapped) return bus.emit('wc_fragments_refreshed');
        fragments.apply(fresh.fragments, 'answer');
        // The refresh time, even for an empty cart (WooCommerce set it only with a hash): spec s4
        // refreshes 24 h after the last refresh, and an empty cart then needs no request on the next page.
        storage?.write(fresh, now());
        bus.emit('wc_fragments_refreshed');
      })
      // An answer that could not be applied (a listener threw) fails the same way.
      .catch(() => bus.emit('wc_fragments_ajax_error'))
      .finally(stopWatching);
  }

  const remember = ({ fragments: map, cartHash }: FragmentsAnswer): void => {
    if (!storage) return;
    // The legacy rule: the cart's creation time is set when the first hash is stored.
    const created = storage.readTab().hash ? undefined : now();
    storage.write({ fragments: map, cartHash }, created);
  };

  function listen(): void {
    cleanups.push(
      bus.on('wc_fragment_refresh', refresh),
      bus.on('updated_wc_div', refresh),
      bus.on('added_to_cart', remember),
      bus.on('removed_from_cart', remember),
      bus.on('wc_fragments_refreshed', () => scheduleExpiry(FRAGMENT_CACHE_LIFETIME_MS)),
      bus.on('adding_to_cart', () => setCartWidgetsShown(view.document, true)),
    );
    const onStorage = (event: StorageEvent): void => {
      // Another tab changed the cart: ask the server, as cart-fragments.js does. The other tab's markup
      // is not taken from storage, where any script of the origin could have written it (issue #26).
      if (storage && event.key === config.cartHashKey && storage.sharedHash() !== storage.readTab().hash) refresh();
    };
    const onPageShow = (event: PageTransitionEvent): void => {
      // Restored from the back/forward cache: the DOM is as we left it, the cart may not be.
      if (event.persisted && !applyStored()) refresh();
    };
    view.addEventListener('storage', onStorage);
    view.addEventListener('pageshow', onPageShow);
    cleanups.push(
      () => view.removeEventListener('storage', onStorage),
      () => view.removeEventListener('pageshow', onPageShow),
    );
  }

  return {
    start() {
      listen();
      updateCartWidgetVisibility(view.document, readCookie);
      if (!applyStored()) refresh();
    },
    refresh,
    stop() {
      clearTimeout(expiryTimer);
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
