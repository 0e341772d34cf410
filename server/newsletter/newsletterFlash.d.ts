import type { NewsletterOutcome } from './subscribeToNewsletter.ts';
/** Carries the outcome of a no-JS sign-up across its Post/Redirect/Get. */
export declare const NEWSLETTER_FLASH_COOKIE = "wc_islands_newsletter";
/** What the widget shows after a no-JS sign-up: a message and/or the property ids in error. */
export interface NewsletterFlash {
    message: string;
    propErrors: readonly number[];
}
/** Only codes and ids travel in the cookie; texts come from the server, so a forged cookie injects nothing. */
export declare function encodeNewsletterFlash(outcome: NewsletterOutcome): string;
export declare function decodeNewsletterFlash(value: string | undefined): NewsletterFlash | null;
