import type { IslandDefinition } from '../../core/scanner/types.ts';

/** Storefront's handheld footer bar (carousel-theme-newsletter-contract s2.2, s2.5). */
export const definition: IslandDefinition = {
  name: 'handheld-footer-bar',
  selector: '.storefront-handheld-footer-bar',
  // The Search link's href is empty: a tap before the code arrives would reload the page.
  buttons: '.storefront-handheld-footer-bar .search > a',
  capture: ['click'],
  captureTarget: '.search > a',
  load: () => import('./index.ts'),
};
