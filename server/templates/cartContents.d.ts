import type { CartView } from '../store/cart.ts';
/** storefront_cart_link(): the header link, also sent as the `a.cart-contents` fragment. */
export declare function headerCartLink(siteUrl: string, view: CartView): string;
/** storefront_handheld_footer_bar_cart_link(): the `a.footer-cart-contents` fragment. */
export declare function footerCartLink(siteUrl: string, view: CartView): string;
