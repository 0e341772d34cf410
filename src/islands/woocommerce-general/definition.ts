import type { IslandDefinition } from '../../core/scanner/types.ts';

/**
 * woocommerce.js' page-wide behaviours (contract s3.1): notice focus, `jQuery.scroll_to_notices`,
 * field descriptions and quantity minimums. WooCommerce runs that script on every page, so this
 * mounts on `body`.
 */
export const definition: IslandDefinition = {
  name: 'woocommerce-general',
  selector: 'body',
  when: 'load',
  load: () => import('./index.ts'),
};
