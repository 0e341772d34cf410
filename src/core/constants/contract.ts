// WooCommerce contract values (woocommerce-contract.md)
/** contract s2.2: sessionStorage key of the time the cart was first seen (ms since the epoch). */
export const CART_CREATED_STORAGE_KEY = 'wc_cart_created';
/** contract s1.8/s2.4: the mini-cart fragment; the cache is only used when it is stored. */
export const MINI_CART_FRAGMENT_KEY = 'div.widget_shopping_cart_content';
/** contract s0.1: placeholder in wc_ajax_url; only its first occurrence is replaced. */
export const AJAX_ENDPOINT_PLACEHOLDER = '%%endpoint%%';
/** contract s2.2: key written then removed to test that storage works. */
export const STORAGE_PROBE_KEY = 'wc';
/** contract s2.2: value of the storage probe. */
export const STORAGE_PROBE_VALUE = 'test';
/** Issue #27: the plugin's fragment of the session notices a cart-neutral page held back; applied, never stored. */
export const SESSION_NOTICES_FRAGMENT_KEY = 'div.wc-islands-session-notices';
/** Issue #27: the plugin's admin-ajax action answering `{nonce}`, a fresh nonce for a public page's action. */
export const FRESH_NONCE_AJAX_ACTION = 'wc_islands_nonce';
/** Issue #27: Jetpack's carousel comment nonce action (jetpack-carousel.php). */
export const CAROUSEL_NONCE_ACTION = 'carousel_nonce';
/**
 * jQuery 3.7.1 `rscriptType` (docs/reference/fragment-scripts.md): the `type` of a fragment script that
 * WooCommerce's `replaceWith` evaluates: none, `module`, or any containing `/javascript` or `/ecmascript`.
 */
export const FRAGMENT_SCRIPT_TYPE = /^$|^module$|\/(?:java|ecma)script/i;
