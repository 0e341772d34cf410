import type * as Z from 'zod/mini';
import { jsonAnswer } from '../http/jsonAnswer.ts';
import { lazySchema } from '../http/lazySchema.ts';
import type { HttpResult } from '../http/types.ts';

/** The answers of add_to_cart, remove_from_cart and get_refreshed_fragments (spec s7; contract s1.8). */
export interface FragmentsAnswer {
  readonly fragments: Record<string, string>;
  readonly cartHash: string;
}

export type AddToCartOutcome =
  | { readonly kind: 'product-page'; readonly url: string }
  | { readonly kind: 'fragments'; readonly answer: FragmentsAnswer }
  | { readonly kind: 'unusable' };

/**
 * Any JSON the cart endpoints answer. A field of the wrong type reads as absent, never as a failure:
 * cart-fragments.js and add-to-cart.js only test `data.fragments` and `data.error`, so such an answer
 * is 'unusable' (the spec's fallback), while text that is not JSON at all is a failed request.
 */
const cartAnswerSchema = lazySchema((z) => z.catch(z.looseObject({
  // PHP's json_encode writes an empty fragments array as `[]`.
  fragments: z.catch(z.optional(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())])), undefined),
  cart_hash: z.catch(z.optional(z.string()), undefined),
  error: z.optional(z.unknown()),
  product_url: z.catch(z.optional(z.string()), undefined),
}), {}));

export type CartAnswer = Z.infer<Awaited<ReturnType<typeof cartAnswerSchema>>>;

/** A `request` reader of a cart answer, made per request: PHP's notices around the JSON skipped (readJsonLeniently). */
export const cartAnswerReader = (): ((text: string) => Promise<HttpResult<CartAnswer>>) => jsonAnswer(cartAnswerSchema, { lenient: '{"' });

/** A fragments payload, or undefined when the answer has no fragments map. */
export function readFragmentsAnswer(answer: CartAnswer): FragmentsAnswer | undefined {
  if (!answer.fragments) return undefined;
  const fragments: Record<string, string> = {};
  for (const [selector, markup] of Object.entries(answer.fragments)) if (typeof markup === 'string') fragments[selector] = markup;
  return { fragments, cartHash: answer.cart_hash ?? '' };
}

/** Spec s4 'Add-to-cart outcome', steps 1 and 3 (step 2, the redirect setting, is the caller's). */
export function readAddToCartAnswer(answer: CartAnswer): AddToCartOutcome {
  if (answer.error && answer.product_url) return { kind: 'product-page', url: answer.product_url };
  const fragments = readFragmentsAnswer(answer);
  return fragments ? { kind: 'fragments', answer: fragments } : { kind: 'unusable' };
}
