import type { Deliberate } from './diffRuns.ts';

/**
 * Differences between wc-islands and WooCommerce's own scripts that are deliberate, each with why. Anything the
 * harness finds that is not here fails its subject. Keep each entry as narrow as its reason.
 */
const SIDE_CART_NEXT_PAGE =
  "Side Cart WooCommerce's own added_to_cart handler stores its answer's fragments with the cart hash left out (the string 'undefined'). " +
  "jQuery calls body handlers in bind order, so cart-fragments.js stored the real hash before it and the side cart's write won: the next page " +
  "found no matching hash and asked the server again. wc-islands hears the jQuery trigger after the page's jQuery handlers, so its write of " +
  "the event's real hash is last: the next page applies the stored fragments (the add's own answer, the current cart) with no request.";

export const DELIBERATE: readonly Deliberate[] = [
  { subject: 'Side Cart WooCommerce (xootix)', step: /^(variable product page add|mini-cart remove)$/, category: 'event', onlyIn: 'plugin', value: /^wc_fragments_loaded \[\]$/, why: SIDE_CART_NEXT_PAGE },
  { subject: 'Side Cart WooCommerce (xootix)', step: /^(variable product page add|mini-cart remove)$/, category: 'event', onlyIn: 'legacy', value: /^wc_fragments_refreshed \[\]$/, why: SIDE_CART_NEXT_PAGE },
  { subject: 'Side Cart WooCommerce (xootix)', step: /^(variable product page add|mini-cart remove)$/, category: 'store-request', onlyIn: 'legacy', value: /^wc-ajax=get_refreshed_fragments$/, why: SIDE_CART_NEXT_PAGE },
  {
    category: 'tracker',
    onlyIn: 'legacy',
    subject: 'Facebook for WooCommerce',
    step: /^simple product page add$/,
    value: /^fbq \["(set","agent"|track","AddToCart",\{"content_ids":"\[\\"46\\"\]")/,
    why: 'A legacy bug not copied: on the first page after an AJAX add, cart-fragments.js re-applies the fragments it stored ' +
      'from that add\'s answer with jQuery\'s replaceWith, so the pixel placeholder\'s script runs again and Meta hears a second ' +
      'AddToCart for the last product added (here the listing\'s 10 L Spray Tank, id 46), with the first one\'s event id. ' +
      'wc-islands runs a fragment\'s scripts once, from the live answer only; stored copies never run (brief: trust as ' +
      'WooCommerce does, no further; docs/reference/fragment-scripts.md, facebook-for-woocommerce.md).',
  },
];
