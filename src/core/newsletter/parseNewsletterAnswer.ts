import { lazySchema } from '../http/lazySchema.ts';

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

/** A JSON object's `prop_errors`: field ids; anything else in it is not an error to mark. */
const answerSchema = lazySchema((z) => z.looseObject({ prop_errors: z.catch(z.optional(z.array(z.unknown())), undefined) }));

const isId = (id: unknown): id is number | string => typeof id === 'number' || typeof id === 'string';

/**
 * Reads an answer body the way front-widget.js does, with one deliberate difference: only a JSON
 * object counts as JSON, so a plain-text answer that happens to parse (a bare number) is still shown.
 */
export async function parseNewsletterAnswer(body: string): Promise<NewsletterAnswer> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { kind: 'message', text: body };
  }
  // A JSON array is JSON without prop_errors, as for the widget's script.
  if (Array.isArray(parsed)) return { kind: 'none' };
  const answer = answerSchema().safeParse(parsed);
  if (!answer.success) return { kind: 'message', text: body };
  const errors = answer.data.prop_errors;
  return errors ? { kind: 'prop-errors', ids: errors.filter(isId).map(String) } : { kind: 'none' };
}
