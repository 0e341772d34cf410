import type { HttpResult } from '../http/types.ts';
import { readFragmentsAnswer, type CartAnswer, type FragmentsAnswer } from './cartAnswers.ts';
import { cartLineQuantity, miniCartMarkupOf } from './cartLineQuantity.ts';

/** What the page knew of the cart just before an add was sent. */
export interface CartSnapshot {
  /** The woocommerce_cart_hash cookie ('' for an empty cart): the server's word as of its last answer. */
  readonly hash: string;
  /** The mini-cart markup (`div.widget_shopping_cart_content`), when the page has it. */
  readonly miniCart: string | undefined;
}

/** How an add whose answer was lost or unreadable turned out, learned from a fragments refresh. */
export type AddCheck =
  | { readonly kind: 'added'; readonly answer: FragmentsAnswer }
  | { readonly kind: 'not-added' }
  | { readonly kind: 'offline' }
  | { readonly kind: 'unknown' };

/**
 * Finds out whether the server made an add whose outcome is unknown (a 5xx or a gateway timeout after
 * the server acted, a dropped connection, an unreadable answer) before anything else is tried: the
 * no-JS link would add a second time. Added means the cart hash moved and, when both mini-carts can
 * be read, the product's line grew; an unchanged hash means nothing was added. A refresh that fails on
 * the network is 'offline'; one that fails otherwise leaves the outcome 'unknown'.
 */
export async function checkAdd(before: CartSnapshot, productId: string, refresh: () => Promise<HttpResult<CartAnswer>>): Promise<AddCheck> {
  const refreshed = await refresh();
  if (!refreshed.ok) return { kind: refreshed.error.kind === 'network' ? 'offline' : 'unknown' };
  const fresh: FragmentsAnswer | undefined = readFragmentsAnswer(refreshed.value);
  if (!fresh) return { kind: 'unknown' };
  if (fresh.cartHash === before.hash) return { kind: 'not-added' };
  const was = cartLineQuantity(before.miniCart, productId);
  const now = cartLineQuantity(miniCartMarkupOf(fresh.fragments), productId);
  // Another tab may have changed the cart meanwhile: then only this product's line tells.
  if (was !== undefined && now !== undefined && now <= was) return { kind: 'not-added' };
  return { kind: 'added', answer: fresh };
}
