import type { IslandDefinition } from '../../core/scanner/types.ts';

/** The listing's sort form (contract s3.1, s7.6): a new sort option submits at once. */
export const definition: IslandDefinition = {
  name: 'catalog-ordering',
  selector: 'form.woocommerce-ordering',
  // A choice made before the code arrives is held and submitted once it has; if the code never
  // arrives, the form keeps its no-JS Sort button.
  capture: ['change'],
  captureTarget: 'select.orderby',
  load: () => import('./index.ts'),
};
