import type { CartView } from '../store/cart.ts';
export interface MiniCartContext {
    siteUrl: string;
    /** Nonce for `_wpnonce` on remove links (action woocommerce-cart). */
    cartNonce: string;
}
export declare function removeItemUrl(ctx: MiniCartContext, key: string): string;
/** esc_url() output: `&` becomes `&#038;`, as in the captured fragments. */
export declare function removeItemHref(ctx: MiniCartContext, key: string): string;
/** templates/cart/mini-cart.php (reference s7.2), wrapped in the fragment div. */
export declare function miniCartContent(ctx: MiniCartContext, view: CartView): string;
