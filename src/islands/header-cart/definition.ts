import type { IslandDefinition } from '../../core/scanner/types.ts';

/** Storefront's header cart (carousel-theme-newsletter-contract s2.2, s2.4). */
export const definition: IslandDefinition = {
  name: 'header-cart',
  selector: '.site-header-cart',
  load: () => import('./index.tsx'),
};
