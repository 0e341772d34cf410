// Cart (spec s9, s4 "Cart fragments cache")
/** spec s9 / s7: get_refreshed_fragments is aborted after this long. */
export const FRAGMENT_REQUEST_TIMEOUT_MS = 5000;
/**
 * Ours, not the spec's (docs/reference/page-leave-and-time-bounds.md): an add_to_cart or remove_from_cart
 * with no answer after this long is aborted and ends as an unknown outcome (the fragments check, then the
 * fallback), so one stalled answer cannot freeze every later click. Long, because a server still adding
 * when the check reads the cart would make the fallback add a second time.
 */
export const CART_REQUEST_TIMEOUT_MS = 15_000;
/**
 * Ours: a page leave the shopper starts while cart requests are queued waits at most this long for them,
 * then goes ahead. One stalled request and its check (15 s + 5 s) fit, so a single stall is found out
 * inside the hold.
 */
export const NAVIGATION_HOLD_MAX_MS = CART_REQUEST_TIMEOUT_MS + FRAGMENT_REQUEST_TIMEOUT_MS;
/** spec s9: fragment cache lifetime, and the auto-refresh interval (24 h). */
export const FRAGMENT_CACHE_LIFETIME_MS = 86_400_000;
/** spec s9: the store's redirect-to-cart-after-add setting. */
export const CART_REDIRECT_AFTER_ADD = 'no';
/** spec s9, contract s2.4/s2.6: cookie compared with the cached hash. */
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
/** spec s9, contract s2.5/s2.6: cookie whose number (> 0) shows the cart widget. */
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
/** spec s9, contract s3.1: store notice cookie name is this prefix plus the notice's data-notice-id. */
export const STORE_NOTICE_COOKIE_PREFIX = 'store_notice';
/** spec s9, contract s3.1: cookie value meaning "dismissed". */
export const STORE_NOTICE_HIDDEN_VALUE = 'hidden';
/** spec s9, contract s3.1: store notice cookie path (a session cookie, no expiry). */
export const STORE_NOTICE_COOKIE_PATH = '/';
/**
 * Beyond the spec (issue #26): stored fragments larger than this (selectors and markup, in UTF-16 code
 * units) are not applied from storage; the page asks the server instead. A Storefront mini-cart line is
 * ~3.2 K with its srcset, so this holds ~160 lines, while a value planted in storage cannot fill the page.
 */
export const MAX_STORED_FRAGMENTS_CHARS = 524_288;
