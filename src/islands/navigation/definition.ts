import type { IslandDefinition } from '../../core/scanner/types.ts';

/** Storefront's primary navigation (carousel-theme-newsletter-contract s2.2, s2.3). */
export const definition: IslandDefinition = {
  name: 'navigation',
  selector: '#site-navigation',
  when: 'load',
  // A tap on the small-screen Menu button before the code arrives opens the menu once it has.
  capture: ['click'],
  shouldCapture: (element, event) => event.target instanceof Element && event.target.closest('button') === element.querySelector('button'),
  load: () => import('./index.ts'),
};
