import { localStore, sessionStore } from '../../adapters/browser.ts';
import { readCookie } from '../../core/cookies/index.ts';
import { readFragmentsConfig } from '../../adapters/readCartParams.ts';
import { createCartCacheStorage, createFragmentsCache, type FragmentsCache } from '../../core/cart/index.ts';
import { speakWooCommerceEvents } from '../../core/events/index.ts';
import { pageKey, pageState } from '../../core/page/index.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { yieldToMain } from '../../core/scanner/yieldToMain.ts';
import { sharedFragmentStore } from '../../cart-layer/sharedFragmentStore.ts';
import { sharedQueue } from '../../cart-layer/sharedQueue.ts';

const FRAGMENTS_CACHE = pageKey<FragmentsCache>('cart fragments cache');

function createPageCache({ bus, page }: IslandContext): FragmentsCache {
  const config = readFragmentsConfig();
  speakWooCommerceEvents(bus);
  const session = sessionStore();
  const local = localStore();
  // Like WooCommerce, either storage failing its probe means no cache at all: refresh every load.
  const storage = session.available && local.available ? createCartCacheStorage(config, session, local) : undefined;
  return createFragmentsCache({ config, bus, fragments: sharedFragmentStore(page), storage, readCookie, window, cartQueue: sharedQueue(page) });
}

/**
 * The cart-fragments cache (spec s4): once per page, whichever mini-cart region mounts it first.
 * Fragments replace the region this mounted on; the cache keeps running for the page.
 */
export async function mount(_region: HTMLElement, context: IslandContext): Promise<Unmount> {
  // Only the mount that creates the page's cache starts it; later mount points share it.
  let created: FragmentsCache | undefined;
  pageState(context.page, FRAGMENTS_CACHE, () => (created = createPageCache(context)));
  if (!created) return () => undefined;
  // Opening both storages (a first-use round trip each) and sending the refresh are the two halves
  // of this mount: a task each keeps the page responsive on a slow phone (issue #15, blocking time).
  await yieldToMain();
  created.start();
  return () => undefined;
}
