import type { IslandDefinition } from '../../core/scanner/types.ts';

/** Where WooCommerce's cart widget enqueues cart-fragments.js (contract s2.6); once per page. */
export const definition: IslandDefinition = {
  name: 'cart-fragments',
  selector: '.widget_shopping_cart_content',
  when: 'load',
  load: () => import('./index.ts'),
};
