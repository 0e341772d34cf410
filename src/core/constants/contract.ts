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
