import type { Migration } from '../Migration.ts';
/** Newsletter sign-ups from the Mailjet widget (carousel-theme-newsletter-contract s3). */
export declare const newsletterSubscribersSchema: Migration;
