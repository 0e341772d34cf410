/**
 * JSON encoders that reproduce PHP's byte output, so our answers diff cleanly against the
 * captured WooCommerce fixtures.
 */
type Json = string | number | boolean | null | readonly Json[] | {
    readonly [key: string]: Json | undefined;
};
/** `wp_send_json()` / `wp_json_encode()` defaults: `/` becomes `\/`, non-ASCII is \u-escaped. */
export declare function wpJsonEncode(value: Json): string;
/**
 * `wp_localize_script()` (WP 6.9+): JSON_HEX_TAG | JSON_UNESCAPED_SLASHES, so `<`/`>` become
 * \u003C/\u003E (uppercase, as PHP prints them) while slashes stay plain.
 */
export declare function wpLocalizeEncode(value: Json): string;
export type { Json };
