import { readAddToCartConfig } from '../adapters/readCartParams.ts';
import { isOnline, navigateTo } from '../adapters/browser.ts';
import { getPageJQuery } from '../adapters/jquery.ts';
import { readBundleStrings } from '../adapters/readBundleStrings.ts';
import { createAnnouncer, type Announcer } from '../core/announcer/index.ts';
import { MINI_CART_FRAGMENT_KEY } from '../core/constants.ts';
import { readCookie } from '../core/cookies/index.ts';
import {
  createAddToCart,
  createCartRemover,
  createCartUpdater,
  createNavigationHold,
  createPageLeave,
  createViewCartLinks,
  readCartSnapshot,
  type AddToCart,
  type AddToCartConfig,
  type CartRemover,
} from '../core/cart/index.ts';
import { speakWooCommerceEvents } from '../core/events/index.ts';
import { tellBlocksOfCartChanges } from './tellBlocksOfCartChanges.ts';
import { pageKey, pageState } from '../core/page/index.ts';
import type { IslandContext } from '../core/scanner/index.ts';
import { afterNextPaint } from '../island-kit/afterNextPaint.ts';
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

const CART_RUNTIME = pageKey<CartRuntime>('cart runtime');

/** A hidden tab paints no frames: an add sent from one (a script's click) waits at most this long. */
const FEEDBACK_PAINT_WAIT_MAX_MS = 100;

/** After the frame that shows the click's 'loading' state, or soon where no frame comes. */
const afterFeedback = (): Promise<void> => new Promise((resolve) => {
  afterNextPaint(resolve);
  setTimeout(resolve, FEEDBACK_PAINT_WAIT_MAX_MS);
});

/**
 * The cart behaviour WooCommerce's add-to-cart.js gave a page, built once per page and shared by the
 * add-to-cart and mini-cart islands: one queue, one fragment store, one `added_to_cart` reaction.
 * Throws IslandConfigError (via the adapter) when wc_add_to_cart_params is unusable.
 */
export function cartRuntime({ bus, page }: IslandContext): CartRuntime {
  return pageState(page, CART_RUNTIME, () => createCartRuntime({ bus, page }));
}

function createCartRuntime({ bus, page }: Pick<IslandContext, 'bus' | 'page'>): CartRuntime {
  const config = readAddToCartConfig();
  const strings = readBundleStrings();
  const messages = { offline: strings.cartOffline, unknownError: strings.cartUnknownError };
  // WooCommerce's jQuery argument lists (and inline on<type> handlers) for the cart events this runtime fires and hears.
  speakWooCommerceEvents(bus);
  // A block theme's Mini-Cart block hears them through jQuery, or, on a page the plugin left without it, from us.
  tellBlocksOfCartChanges(bus, () => getPageJQuery() !== undefined);
  const queue = sharedQueue(page);
  const announcer = createAnnouncer();
  const links = createViewCartLinks();
  // The first add, removal or link to show draws the layer; it stays for the page.
  let drawing: Promise<void> | undefined;
  const draw = (): void => void (drawing ??= drawCartLayer(page, { announcer, links }));
  const fragments = sharedFragmentStore(page);
  // One page leave for adds and removals: whichever falls back first waits for the other's requests.
  const pageLeave = createPageLeave(queue, navigateTo);
  const announce = announcer.announce;
  // A link or form the shopper uses while cart requests are queued waits for them (issue #26); the
  // live region that says 'Please wait...' is drawn if nothing drew it yet.
  createNavigationHold({
    queue,
    pageLeave,
    waitText: strings.pleaseWait,
    announce: (message) => {
      announce(message);
      draw();
    },
  });
  createCartUpdater({
    bus,
    fragments,
    viewCart: { text: config.viewCartText, url: config.cartUrl, isCart: config.isCart },
    // Drawn by React; an add made by a third party (a quick-view plugin's jQuery event) draws it too.
    showViewCart: (button, text, url) => {
      links.add(button, text, url);
      draw();
    },
    announce: announcer.announce,
  });
  return {
    config,
    announcer,
    draw,
    addToCart: createAddToCart({
      config,
      bus,
      queue,
      navigate: navigateTo,
      pageLeave,
      announce,
      isOnline,
      afterFeedback,
      messages,
      readCart: () => readCartSnapshot(document, readCookie, fragments.get(MINI_CART_FRAGMENT_KEY)),
    }),
    remover: createCartRemover({ wcAjaxUrl: config.wcAjaxUrl, bus, queue, navigate: navigateTo, pageLeave, announce, messages }),
  };
}
