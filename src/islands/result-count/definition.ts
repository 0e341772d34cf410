import type { IslandDefinition } from '../../core/scanner/types.ts';

/** The listing's result count (contract s3.1, s7.5): re-announced 2 s after a sorted or filtered load. */
export const definition: IslandDefinition = {
  name: 'result-count',
  selector: '.woocommerce-result-count',
  when: 'load',
  load: () => import('./index.ts'),
};
