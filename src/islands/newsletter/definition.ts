import type { IslandDefinition } from '../../core/scanner/types.ts';

/** The Mailjet subscription widget's form (carousel-theme-newsletter-contract s3.3). */
export const definition: IslandDefinition = {
  name: 'newsletter',
  selector: 'form#mailjetSubscriptionForm',
  when: 'visible',
  // A submit before the code arrives is held and sent once it has; if it cannot load, the form posts natively.
  capture: ['submit'],
  load: () => import('./index.ts'),
};
