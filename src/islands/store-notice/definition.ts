import type { IslandDefinition } from '../../core/scanner/types.ts';

/** WooCommerce's store-wide notice (woocommerce-contract s3.1, s7.4); printed hidden, shown here. */
export const definition: IslandDefinition = {
  name: 'store-notice',
  selector: '.woocommerce-store-notice',
  when: 'load',
  buttons: '.woocommerce-store-notice__dismiss-link',
  load: () => import('./index.ts'),
};
