import type { EventBus } from '../core/events/index.ts';

/** The cart events WooCommerce's Mini-Cart block hears, by the classic event they stand for. */
const BLOCK_EVENTS = [
  ['added_to_cart', 'wc-blocks_added_to_cart'],
  ['removed_from_cart', 'wc-blocks_removed_from_cart'],
] as const;

/**
 * The Mini-Cart block (WooCommerce 11, assets/client/blocks/woocommerce/mini-cart.js) refreshes on the document's
 * `wc-blocks_added_to_cart` / `wc-blocks_removed_from_cart`, and turns jQuery's `added_to_cart` /
 * `removed_from_cart` into them itself only when jQuery is on the page (its setupJQueryEventBridge). Where no jQuery
 * was printed, the bundle's adds and removals dispatch them as that bridge would (from the body, bubbling, an empty
 * detail), so a block theme's mini-cart follows a classic loop button (issue #28).
 */
export function tellBlocksOfCartChanges(bus: EventBus, hasJQuery: () => boolean, target: () => EventTarget = () => document.body): void {
  for (const [classic, block] of BLOCK_EVENTS) {
    bus.on(classic, () => {
      if (!hasJQuery()) target().dispatchEvent(new CustomEvent(block, { bubbles: true, detail: {} }));
    });
  }
}
