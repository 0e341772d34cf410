import { readAddToCartConfig } from '../../adapters/readCartParams.ts';
import { navigateTo } from '../../adapters/browser.ts';
import { createAnnouncer, type Announcer } from '../../core/announcer/index.ts';
import {
  createAddToCart,
  createCartRemover,
  createCartUpdater,
  type AddToCart,
  type AddToCartConfig,
  type CartRemover,
} from '../../core/cart/index.ts';
import { speakWooCommerceEvents, type EventBus } from '../../core/events/index.ts';
import { sharedFragmentStore } from './sharedFragmentStore.ts';
import { sharedQueue } from './sharedQueue.ts';

export interface CartRuntime {
  readonly config: AddToCartConfig;
  readonly addToCart: AddToCart;
  readonly remover: CartRemover;
  readonly announcer: Announcer;
}

let runtime: CartRuntime | undefined;

/**
 * The cart behaviour WooCommerce's add-to-cart.js gave a page, built once and shared by the
 * add-to-cart and mini-cart islands: one queue, one fragment store, one `added_to_cart` reaction.
 * Throws IslandConfigError (via the adapter) when wc_add_to_cart_params is unusable.
 */
export function cartRuntime(bus: EventBus): CartRuntime {
  if (runtime) return runtime;
  const config = readAddToCartConfig();
  // WooCommerce's jQuery argument lists (and inline on<type> handlers) for the cart events this runtime fires and hears.
  speakWooCommerceEvents(bus);
  const queue = sharedQueue();
  const announcer = createAnnouncer();
  createCartUpdater({
    bus,
    fragments: sharedFragmentStore(),
    viewCart: { text: config.viewCartText, url: config.cartUrl, isCart: config.isCart },
    announce: announcer.announce,
  });
  runtime = {
    config,
    announcer,
    addToCart: createAddToCart({ config, bus, queue, navigate: navigateTo }),
    remover: createCartRemover({ wcAjaxUrl: config.wcAjaxUrl, bus, queue, navigate: navigateTo }),
  };
  return runtime;
}
