import type { IslandDefinition } from '../../core/scanner/types.ts';

/**
 * Wherever cart-fragments.js would run (contract s2.6), once per page: where WooCommerce's cart widget prints, and
 * wherever the script was enqueued at all, which its localized data block (`<script id="wc-cart-fragments-js-extra">`,
 * printed even when the plugin drops the file) tells. The widget hides itself on the cart and checkout pages, and
 * themes print their header cart without it (Kadence enqueues the script from its header), yet cart-fragments.js still
 * refreshes every fragment the theme registered there after the cart page's changes (docs/reference/cart-checkout.md s8).
 */
export const definition: IslandDefinition = {
  name: 'cart-fragments',
  selector: '.widget_shopping_cart_content,#wc-cart-fragments-js-extra',
  when: 'load',
  load: () => import('./index.ts'),
};
