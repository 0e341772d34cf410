import type { NewsletterMessageCode } from './subscribeToNewsletter.ts';

/** The widget's default texts (carousel-theme-newsletter-contract s3.5). */
export const NEWSLETTER_MESSAGES: Readonly<Record<NewsletterMessageCode, string>> = {
  empty_email: 'Please provide an email address',
  invalid_email: 'Invalid email',
  sent: 'Subscription confirmation email sent. Please check your inbox and confirm your subscription.',
  failed: 'A technical issue has prevented your subscription. Please try again later.',
};
