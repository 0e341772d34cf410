import type { NewsletterFlash } from '../newsletter/newsletterFlash.ts';
/**
 * Mailjet subscription widget (carousel-theme-newsletter-contract s3.3). Property keys are
 * Mailjet's numeric contact-property ids, not names (server/newsletter/widgetProperties.ts).
 */
export declare const NEWSLETTER_WIDGET_ID = "wp_mailjet_subscribe_widget-3";
export declare function newsletterForm(flash?: NewsletterFlash | null): string;
