import type { CartView } from '../store/cart.ts';
import { escapeAttr } from './escape.ts';
import { paths } from './urls.ts';

/**
 * Kadence's header cart (docs/reference/theme-kadence.md s2) with the theme's defaults: the 'link' style, the count
 * shown, no label, so the link is named by its aria-label. The icon is a plain stand-in for Kadence's shopping bag.
 */

const emptyClass = (view: CartView): string => `header-cart-is-empty-${view.itemCount > 0 ? 'false' : 'true'}`;

/** Kadence `get_refreshed_fragments_class`: the empty/not-empty marker CSS reads. */
const emptyCheck = (view: CartView): string => `<span class="header-cart-empty-check ${emptyClass(view)}"></span>`;

/** Kadence `get_refreshed_fragments_number`: the count inside the header cart link. */
const total = (view: CartView): string => `<span class="header-cart-total ${emptyClass(view)}">${view.itemCount}</span>`;

const ICON = '<span class="kadence-svg-iconset"><svg aria-hidden="true" class="kadence-svg-icon kadence-shopping-bag-svg" fill="currentColor" width="24" height="24" viewBox="0 0 24 24"><path d="M5 7h14l-1 14H6z"></path></svg></span>';

/** Kadence `header_cart()` inside its header item wrapper (template-parts/header/cart.php). */
export function kadenceHeaderCart(siteUrl: string, view: CartView): string {
  return '<div class="site-header-item site-header-focus-item" data-section="kadence_customizer_cart">\n'
    + `<div class="header-cart-wrap kadence-header-cart">${emptyCheck(view)}<div class="header-cart-inner-wrap cart-show-label-false cart-style-link">`
    + `<a href="${escapeAttr(siteUrl + paths.cart)}" aria-label="Shopping Cart" class="header-cart-button">${ICON}${total(view)}</a></div></div>\n`
    + '</div><!-- data-section="cart" -->\n';
}

/** What Kadence adds through `woocommerce_add_to_cart_fragments` (priority 11, after WooCommerce's own), as it prints them. */
export function kadenceCartFragments(view: CartView): Record<string, string> {
  return {
    'span.header-cart-empty-check': `${emptyCheck(view)} \n\t\t`,
    'span.header-cart-total': `${total(view)} \n\t\t`,
  };
}
