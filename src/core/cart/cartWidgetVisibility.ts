import { ITEMS_IN_CART_COOKIE } from '../constants.ts';

/**
 * Cart widgets set to "Hide if cart is empty" show when the items-in-cart cookie is above 0 and hide
 * otherwise (spec s2 'Header mini-cart'; contract s2.5). WooCommerce compared the cookie as a number.
 */
export function updateCartWidgetVisibility(root: ParentNode, readCookie: (name: string) => string | undefined): void {
  setCartWidgetsShown(root, Number(readCookie(ITEMS_IN_CART_COOKIE) ?? 0) > 0);
}

export function setCartWidgetsShown(root: ParentNode, shown: boolean): void {
  for (const marker of root.querySelectorAll('.hide_cart_widget_if_empty')) {
    const widget = marker.closest<HTMLElement>('.widget_shopping_cart');
    if (widget) widget.style.display = shown ? '' : 'none';
  }
}
