/** WordPress COOKIEHASH: md5 of the site URL, suffixed to the session and login cookie names. */
export declare function cookieHash(siteUrl: string): string;
export declare function sessionCookieName(siteUrl: string): string;
export declare function loggedInCookieName(siteUrl: string): string;
export declare const ITEMS_IN_CART_COOKIE = "woocommerce_items_in_cart";
export declare const CART_HASH_COOKIE = "woocommerce_cart_hash";
/** Our own flash cookie for notices across the non-JS Post/Redirect/Get hop. */
export declare const NOTICES_COOKIE = "wc_islands_notices";
