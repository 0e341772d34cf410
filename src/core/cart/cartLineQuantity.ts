import { MINI_CART_FRAGMENT_KEY } from '../constants.ts';

/**
 * How many of a product the mini-cart markup lists (templates/cart/mini-cart.php: each line's remove
 * link carries data-product_id, its `.quantity` starts with the number, "2 × £10"). A line without a
 * readable quantity counts as 1. Undefined when the markup has no mini-cart content to read.
 */
export function cartLineQuantity(miniCartMarkup: string | undefined, productId: string): number | undefined {
  if (miniCartMarkup === undefined) return undefined;
  const template = document.createElement('template');
  template.innerHTML = miniCartMarkup;
  if (!template.content.querySelector('.widget_shopping_cart_content')) return undefined;
  let quantity = 0;
  for (const link of template.content.querySelectorAll<HTMLElement>('.remove_from_cart_button[data-product_id]')) {
    if (link.dataset.product_id !== productId) continue;
    const line = link.closest('.mini_cart_item, .woocommerce-mini-cart-item, li');
    const count = Number.parseInt(line?.querySelector('.quantity')?.textContent ?? '', 10);
    quantity += Number.isFinite(count) && count > 0 ? count : 1;
  }
  return quantity;
}

/** The mini-cart markup of a fragments map (the key WooCommerce's widget registers; contract s2.3). */
export function miniCartMarkupOf(fragments: Readonly<Record<string, string>>): string | undefined {
  return fragments[MINI_CART_FRAGMENT_KEY];
}
