/** The answers of add_to_cart, remove_from_cart and get_refreshed_fragments (spec s7; contract s1.8). */
export interface FragmentsAnswer {
  readonly fragments: Record<string, string>;
  readonly cartHash: string;
}

export type AddToCartOutcome =
  | { readonly kind: 'product-page'; readonly url: string }
  | { readonly kind: 'fragments'; readonly answer: FragmentsAnswer }
  | { readonly kind: 'unusable' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A fragments payload, or undefined when the answer has no usable fragments map. */
export function readFragmentsAnswer(answer: unknown): FragmentsAnswer | undefined {
  if (!isRecord(answer) || !isRecord(answer.fragments)) return undefined;
  const fragments: Record<string, string> = {};
  for (const [selector, markup] of Object.entries(answer.fragments)) if (typeof markup === 'string') fragments[selector] = markup;
  return { fragments, cartHash: typeof answer.cart_hash === 'string' ? answer.cart_hash : '' };
}

/** Spec s4 'Add-to-cart outcome', steps 1 and 3 (step 2, the redirect setting, is the caller's). */
export function readAddToCartAnswer(answer: unknown): AddToCartOutcome {
  if (isRecord(answer) && answer.error && typeof answer.product_url === 'string' && answer.product_url) {
    return { kind: 'product-page', url: answer.product_url };
  }
  const fragments = readFragmentsAnswer(answer);
  return fragments ? { kind: 'fragments', answer: fragments } : { kind: 'unusable' };
}
