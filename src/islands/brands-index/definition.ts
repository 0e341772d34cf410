import type { IslandDefinition } from '../../core/scanner/types.ts';

/** The Brands A–Z index column (carousel-theme-newsletter-contract s2.6). */
export const definition: IslandDefinition = {
  name: 'brands-index',
  selector: '#brands_a_z .brands_index',
  load: () => import('./index.ts'),
};
