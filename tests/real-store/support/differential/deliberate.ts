import type { Deliberate } from './diffRuns.ts';

/**
 * Differences between wc-islands and WooCommerce's own scripts that are deliberate, each with why. Anything the
 * harness finds that is not here fails its subject. Keep each entry as narrow as its reason.
 */
export const DELIBERATE: readonly Deliberate[] = [
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
