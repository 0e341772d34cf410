import type { NewsletterMessageCode } from './subscribeToNewsletter.ts';
/** The widget's default texts (carousel-theme-newsletter-contract s3.5). */
export declare const NEWSLETTER_MESSAGES: Readonly<Record<NewsletterMessageCode, string>>;
