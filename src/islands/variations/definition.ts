import type { IslandDefinition } from '../../core/scanner/types.ts';

/**
 * WooCommerce's variable-product form (templates/single-product/add-to-cart/variable.php). Loads
 * with the page: until it mounts, the form still posts the chosen attributes and the server finds
 * the variation, so nothing needs capturing.
 */
export const definition: IslandDefinition = {
  name: 'variations',
  selector: 'form.variations_form',
  when: 'load',
  load: () => import('./index.ts'),
};
