import type { IslandDefinition } from '../../core/scanner/types.ts';

/** The admin-only 'Coming soon' footer banner (woocommerce-contract s6). */
export const definition: IslandDefinition = {
  name: 'coming-soon-banner',
  selector: '#coming-soon-footer-banner',
  when: 'idle',
  // A dismissal clicked before the code arrives is held and completed once it has.
  capture: ['click'],
  shouldCapture: (_element, event) => event.target instanceof Element && event.target.closest('.coming-soon-footer-banner-dismiss') !== null,
  load: () => import('./index.ts'),
};
