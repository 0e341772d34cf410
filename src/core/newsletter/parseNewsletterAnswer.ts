/** What the Mailjet widget's server answered (carousel-theme-newsletter-contract s3.5). */
export type NewsletterAnswer =
  /** JSON `{"prop_errors":[id, …]}`: the named `properties[id]` fields are in error. */
  | { readonly kind: 'prop-errors'; readonly ids: readonly string[] }
  /** Any plain-text answer: shown to the visitor as text. */
  | { readonly kind: 'message'; readonly text: string }
  /** JSON without prop_errors: nothing to show (as the widget's script). */
  | { readonly kind: 'none' }
  /** Transport failure or a non-2xx status: spec s8 'An error occurred.'. */
  | { readonly kind: 'failed' };

/**
 * Reads an answer body the way front-widget.js does, with one deliberate difference: only a JSON
 * object counts as JSON, so a plain-text answer that happens to parse (a bare number) is still shown.
 */
export function parseNewsletterAnswer(body: string): NewsletterAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { kind: 'message', text: body };
  }
  if (typeof parsed !== 'object' || parsed === null) return { kind: 'message', text: body };
  const errors = (parsed as { prop_errors?: unknown }).prop_errors;
  if (!Array.isArray(errors)) return { kind: 'none' };
  const ids = errors.filter((id) => typeof id === 'number' || typeof id === 'string').map(String);
  return { kind: 'prop-errors', ids };
}
