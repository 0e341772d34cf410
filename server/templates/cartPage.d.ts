import type { PageContext } from './PageContext.ts';
/** [woocommerce_cart] shortcode markup (cart-classic.html), without coupons and cross-sells. */
export declare function cartPage(ctx: PageContext): string;
