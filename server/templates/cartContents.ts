import type { CartView } from '../store/cart.ts';
import { escapeAttr } from './escape.ts';
import { headerCartAmount } from './price.ts';
import { paths } from './urls.ts';

/** storefront_cart_link(): the header link, also sent as the `a.cart-contents` fragment. */
export function headerCartLink(siteUrl: string, view: CartView): string {
  const count = `${view.itemCount} ${view.itemCount === 1 ? 'item' : 'items'}`;
  return `\t\t\t<a class="cart-contents" href="${escapeAttr(siteUrl + paths.cart)}" title="View your shopping cart">\n`
    + `\t\t\t\t\t\t\t\t${headerCartAmount(view.subtotalCents)} <span class="count">${count}</span>\n\t\t\t</a>\n\t\t`;
}

/** storefront_handheld_footer_bar_cart_link(): the `a.footer-cart-contents` fragment. */
export function footerCartLink(siteUrl: string, view: CartView): string {
  return `\t\t\t<a class="footer-cart-contents" href="${escapeAttr(siteUrl + paths.cart)}">Cart\t\t\t\t<span class="count">${view.itemCount}</span>\n\t\t\t</a>\n\t\t`;
}
