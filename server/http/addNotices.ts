import type { AddResult } from './cartActions.ts';
import type { Notice } from './notices.ts';

/**
 * The notices an add leaves for the next page (wc_add_notice). Success names the product the shopper
 * chose (a variation's parent, as wc_add_to_cart_message does); a refusal names what was refused.
 */
export function addNotices(result: AddResult): Notice[] {
  if (result.ok) return [{ kind: 'added', productId: result.product.parentId ?? result.product.id, quantity: result.quantity }];
  return result.reason === 'missing' ? [] : [{ kind: result.reason, productId: result.product.id }];
}
