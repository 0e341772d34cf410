import type { IslandDefinition } from '../../core/scanner/types.ts';

/**
 * Storefront's header cart (carousel-theme-newsletter-contract s2.2, s2.4). Its React layer (the
 * disclosure toggle) loads on the shopper's first pointer, touch or focus on the cart: until then
 * Storefront's own :hover CSS opens the dropdown and a page where nobody reaches for the cart never
 * evaluates React (issue #15). Keyboard users reach the cart link first, which draws the toggle after it.
 */
export const definition: IslandDefinition = {
  name: 'header-cart',
  selector: '.site-header-cart',
  when: 'interaction',
  load: () => import('./index.ts'),
};
