import type { IslandDefinition } from '../../core/scanner/types.ts';

/** My account pages (WooCommerce's `woocommerce-account` body class): their error and notice focus (my-account.md s1). */
export const definition: IslandDefinition = {
  name: 'account-notices',
  selector: 'body.woocommerce-account',
  when: 'load',
  load: () => import('./index.ts'),
};
