import type { IslandDefinition } from '../../core/scanner/types.ts';

/** The admin-only 'Coming soon' footer banner (woocommerce-contract s6). */
export const definition: IslandDefinition = {
  name: 'coming-soon-banner',
  selector: '#coming-soon-footer-banner',
  // A dismissal clicked before the code arrives is held and completed once it has.
  buttons: '.coming-soon-footer-banner-dismiss',
  capture: ['click'],
  captureTarget: '.coming-soon-footer-banner-dismiss',
  load: () => import('./index.ts'),
};
