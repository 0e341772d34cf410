import type { Database } from 'better-sqlite3';
/** What the widget's handler answers (carousel-theme-newsletter-contract s3.5); texts in newsletterMessages.ts. */
export type NewsletterOutcome = {
    kind: 'empty';
} | {
    kind: 'message';
    code: NewsletterMessageCode;
} | {
    kind: 'prop_errors';
    ids: number[];
};
export type NewsletterMessageCode = 'empty_email' | 'invalid_email' | 'sent' | 'failed';
/**
 * WP_Mailjet_Subscribe_Widget::sendSubscriptionEmail for the demo: the same checks in the same
 * order, then the sign-up is stored (a repeat sign-up updates it) instead of mailing a confirmation.
 * Deliberate difference: a property value of the wrong format is named in prop_errors (so its field
 * is marked) rather than answered with the generic format message.
 */
export declare function subscribeToNewsletter(db: Database, fields: Readonly<Record<string, unknown>>, now?: Date): NewsletterOutcome;
