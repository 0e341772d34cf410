import type { Database } from 'better-sqlite3';
import { isValidPropertyValue, NEWSLETTER_PROPERTIES } from './widgetProperties.ts';

/** What the widget's handler answers (carousel-theme-newsletter-contract s3.5); texts in newsletterMessages.ts. */
export type NewsletterOutcome =
  | { kind: 'empty' }
  | { kind: 'message'; code: NewsletterMessageCode }
  | { kind: 'prop_errors'; ids: number[] };

export type NewsletterMessageCode = 'empty_email' | 'invalid_email' | 'sent' | 'failed';

/** WordPress is_email(), close enough for the demo: one @, a dotted domain, no spaces. */
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * WP_Mailjet_Subscribe_Widget::sendSubscriptionEmail for the demo: the same checks in the same
 * order, then the sign-up is stored (a repeat sign-up updates it) instead of mailing a confirmation.
 * Deliberate difference: a property value of the wrong format is named in prop_errors (so its field
 * is marked) rather than answered with the generic format message.
 */
export function subscribeToNewsletter(db: Database, fields: Readonly<Record<string, unknown>>, now = new Date()): NewsletterOutcome {
  const email = text(fields['subscription_email']);
  const widgetId = text(fields['widget_id']);
  if (email === undefined || widgetId === undefined) return { kind: 'empty' };
  if (email.trim() === '') return { kind: 'message', code: 'empty_email' };
  if (!EMAIL.test(email.trim())) return { kind: 'message', code: 'invalid_email' };
  const properties: Record<string, string> = {};
  const errors: number[] = [];
  for (const property of NEWSLETTER_PROPERTIES) {
    const value = text(fields[`properties[${property.id}]`]) ?? '';
    if (value === '' ? property.mandatory : !isValidPropertyValue(property, value)) errors.push(property.id);
    else if (value !== '') properties[String(property.id)] = value;
  }
  if (errors.length > 0) return { kind: 'prop_errors', ids: errors };
  const stamp = now.toISOString();
  try {
    db.prepare(`INSERT INTO newsletter_subscribers (email, locale, widget_id, properties_json, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT(email) DO UPDATE SET locale = excluded.locale, widget_id = excluded.widget_id,
        properties_json = excluded.properties_json, updated_at = excluded.updated_at`)
      .run(email.trim(), text(fields['subscription_locale']) || 'en_US', widgetId, JSON.stringify(properties), stamp, stamp);
  } catch {
    return { kind: 'message', code: 'failed' };
  }
  return { kind: 'message', code: 'sent' };
}
