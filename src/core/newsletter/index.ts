export { parseNewsletterAnswer } from './parseNewsletterAnswer.ts';
export { sendNewsletter } from './sendNewsletter.ts';
export type { NewsletterAnswer } from './parseNewsletterAnswer.ts';
export { createNewsletterState } from './createNewsletterState.ts';
export type { NewsletterState, NewsletterView } from './createNewsletterState.ts';
