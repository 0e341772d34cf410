export { parseNewsletterAnswer } from './parseNewsletterAnswer.ts';
export { sendNewsletter } from './sendNewsletter.ts';
export type { NewsletterAnswer } from './parseNewsletterAnswer.ts';
