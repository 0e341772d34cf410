import { MINI_CART_MAX_HEIGHT } from '../constants.ts';

/**
 * Storefront's header-cart rule (spec s2, s9 'Mini-cart'): when the open dropdown would run past the
 * bottom of the window, cap the list at 15em and let it scroll. Unlike the theme script, an empty
 * cart (no list) is not an error, the cap is lifted again when the list fits, and the window's
 * inner height is used (the theme compared with outerHeight, which includes browser chrome).
 */
export function capMiniCartHeight(cart: HTMLElement, viewportHeight: number): boolean {
  const list = cart.querySelector<HTMLElement>('.widget_shopping_cart_content .cart_list');
  if (!list) return false;
  list.style.maxHeight = '';
  list.style.overflowY = '';
  const content = cart.querySelector('.widget_shopping_cart_content');
  const bottom = content?.getBoundingClientRect().bottom ?? 0;
  if (bottom <= viewportHeight) return false;
  list.style.maxHeight = MINI_CART_MAX_HEIGHT;
  list.style.overflowY = 'auto';
  return true;
}
