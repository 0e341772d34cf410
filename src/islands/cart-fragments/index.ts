import { localStore, sessionStore } from '../../adapters/browser.ts';
import { readCookie } from '../../core/cookies/index.ts';
import { readFragmentsConfig } from '../../adapters/readCartParams.ts';
import { createCartCacheStorage, createFragmentsCache, type FragmentsCache } from '../../core/cart/index.ts';
import { speakWooCommerceEvents } from '../../core/events/index.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { sharedFragmentStore } from '../cart/sharedFragmentStore.ts';
import { sharedQueue } from '../cart/sharedQueue.ts';

let cache: FragmentsCache | undefined;

/**
 * The cart-fragments cache (spec s4): once per page, whichever mini-cart region mounts it first.
 * Fragments replace the region this mounted on; the cache keeps running for the page.
 */
export function mount(_region: HTMLElement, context: IslandContext): Unmount {
  if (cache) return () => undefined;
  const config = readFragmentsConfig();
  speakWooCommerceEvents(context.bus);
  const session = sessionStore();
  const local = localStore();
  // Like WooCommerce, either storage failing its probe means no cache at all: refresh every load.
  const storage = session.available && local.available ? createCartCacheStorage(config, session, local) : undefined;
  cache = createFragmentsCache({ config, bus: context.bus, fragments: sharedFragmentStore(), storage, readCookie, window, cartQueue: sharedQueue() });
  cache.start();
  return () => undefined;
}
