import { readCartPageConfig } from '../../../adapters/readCheckoutParams.ts';
import type { IslandContext, Unmount } from '../../../core/scanner/index.ts';
import { bindCartFieldChanges } from './cartFieldChanges.ts';
import { cartFormSubmit } from './cartForms.ts';
import { cartLinkClick } from './cartLinks.ts';
import { createCartPage } from './createCartPage.ts';

/**
 * The classic cart page (cart.js), delegated on the document because the cart form and totals are
 * replaced after each change. Every request blocks what it will replace, so a second click has
 * nothing to land on; a request that fails falls back to the plain-HTML action (the link or the form).
 */
export function mount(body: HTMLElement, context: IslandContext): Unmount {
  const doc = body.ownerDocument;
  // A Blocks cart page has the same body class but none of this markup (and no wc_cart_params).
  if (!doc.querySelector('.woocommerce-cart-form, .wc-empty-cart-message')) return () => undefined;
  const page = createCartPage(doc, readCartPageConfig(), context.bus);
  const onClick = cartLinkClick(page);
  const onSubmit = cartFormSubmit(page);
  const unbindChanges = bindCartFieldChanges(page);
  // Actions the loader held while this code downloaded (definition.ts), answered in the order they came.
  for (const event of context.pending) {
    if (event.type === 'click') onClick(event as MouseEvent);
    else if (event.type === 'submit') onSubmit(event as SubmitEvent);
  }
  const submitListener = (event: Event): void => onSubmit(event as SubmitEvent);
  doc.addEventListener('submit', submitListener);
  doc.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('submit', submitListener);
    doc.removeEventListener('click', onClick);
    unbindChanges();
  };
}
