import { readAddToCartConfig } from '../../adapters/readCartParams.ts';
import { navigateTo } from '../../adapters/browser.ts';
import { createAnnouncer, type Announcer } from '../../core/announcer/index.ts';
import {
  createAddToCart,
  createCartRemover,
  createCartUpdater,
  createViewCartLinks,
  type AddToCart,
  type AddToCartConfig,
  type CartRemover,
} from '../../core/cart/index.ts';
import { JQUERY_CODECS, type EventBus } from '../../core/events/index.ts';
import { drawCartLayer } from './drawCartLayer.ts';
import { sharedFragmentStore } from './sharedFragmentStore.ts';
import { sharedQueue } from './sharedQueue.ts';

export interface CartRuntime {
  readonly config: AddToCartConfig;
  readonly addToCart: AddToCart;
  readonly remover: CartRemover;
  readonly announcer: Announcer;
  /** Draws the cart's React layer (live region, 'View cart' links) if it is not drawn yet. */
  readonly draw: () => void;
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
  // WooCommerce's jQuery argument lists for the cart events this runtime fires and hears.
  bus.addCodecs(JQUERY_CODECS);
  const queue = sharedQueue();
  const announcer = createAnnouncer();
  const links = createViewCartLinks();
  const draw = (): void => void drawCartLayer({ announcer, links });
  createCartUpdater({
    bus,
    fragments: sharedFragmentStore(),
    viewCart: { text: config.viewCartText, url: config.cartUrl, isCart: config.isCart },
    // Drawn by React; an add made by a third party (a quick-view plugin's jQuery event) draws it too.
    showViewCart: (button, text, url) => {
      links.add(button, text, url);
      draw();
    },
    announce: announcer.announce,
  });
  runtime = {
    config,
    announcer,
    draw,
    addToCart: createAddToCart({ config, bus, queue, navigate: navigateTo }),
    remover: createCartRemover({ wcAjaxUrl: config.wcAjaxUrl, bus, queue, navigate: navigateTo }),
  };
  return runtime;
}
