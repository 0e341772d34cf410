import type { NewsletterMessageCode, NewsletterOutcome } from './subscribeToNewsletter.ts';
import { NEWSLETTER_MESSAGES } from './newsletterMessages.ts';

/** Carries the outcome of a no-JS sign-up across its Post/Redirect/Get. */
export const NEWSLETTER_FLASH_COOKIE = 'wc_islands_newsletter';

/** What the widget shows after a no-JS sign-up: a message and/or the property ids in error. */
export interface NewsletterFlash {
  message: string;
  propErrors: readonly number[];
}

/** Only codes and ids travel in the cookie; texts come from the server, so a forged cookie injects nothing. */
export function encodeNewsletterFlash(outcome: NewsletterOutcome): string {
  const value = outcome.kind === 'message' ? { c: outcome.code } : outcome.kind === 'prop_errors' ? { e: outcome.ids } : {};
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeNewsletterFlash(value: string | undefined): NewsletterFlash | null {
  if (value === undefined || value === '') return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { c?: unknown; e?: unknown };
    const code = typeof parsed.c === 'string' && parsed.c in NEWSLETTER_MESSAGES ? (parsed.c as NewsletterMessageCode) : null;
    const ids = Array.isArray(parsed.e) ? parsed.e.filter((id): id is number => Number.isInteger(id)) : [];
    return { message: code === null ? '' : NEWSLETTER_MESSAGES[code], propErrors: ids };
  } catch {
    return null;
  }
}
