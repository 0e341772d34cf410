/**
 * Formats Set-Cookie values the way PHP's setcookie() does, which is what the WooCommerce
 * fixtures captured: `name=value; expires=…; Max-Age=…; path=/; HttpOnly`.
 */
export interface PhpCookieOptions {
    /** Unix seconds; 0 or omitted = session cookie (no expires / Max-Age). */
    expires?: number;
    httpOnly?: boolean;
    /** Seconds "now" is measured from; tests pin it. */
    now?: number;
}
export declare function phpSetCookie(name: string, value: string, options?: PhpCookieOptions): string;
/** wc_setcookie(name, 0, time() - HOUR_IN_SECONDS): how WooCommerce expires its cart cookies. */
export declare function phpExpireCookie(name: string, now?: number): string;
