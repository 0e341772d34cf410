/**
 * Business constants (storefront spec s9) and the WooCommerce client contract values the cart relies on
 * (woocommerce-contract.md). Plain exports so the bundler drops whatever a chunk does not use.
 */

// Address autocomplete (spec s9, s5)
/** spec s9: suggestions shown at most. */
export const ADDRESS_MAX_SUGGESTIONS = 5;
/** spec s9: characters (markup stripped) before a search runs. */
export const ADDRESS_MIN_SEARCH_LENGTH = 3;
/** spec s9: the list closes this long after the field loses focus, so a click on a suggestion lands first. */
export const ADDRESS_CLOSE_DELAY_MS = 200;
/** spec s9: address_2, city, postcode and state are filled this long after country and address_1. */
export const ADDRESS_DEPENDENT_FIELDS_DELAY_MS = 50;

// Cart (spec s9, s4 "Cart fragments cache")
/** spec s9 / s7: get_refreshed_fragments is aborted after this long. */
export const FRAGMENT_REQUEST_TIMEOUT_MS = 5000;
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

// Interface timing (spec s9)
/** spec s9 / s2 "Notices and focus": alert notices receive focus this long after load. */
export const NOTICE_FOCUS_DELAY_MS = 500;
/** spec s9: scroll-to-notices leaves this offset above the notice. */
export const SCROLL_TO_NOTICES_OFFSET_PX = 100;
/** spec s9: scroll-to-notices animation length. */
export const SCROLL_TO_NOTICES_DURATION_MS = 1000;
/** spec s9: the result-count live region is re-announced after this delay. */
export const RESULT_COUNT_REANNOUNCE_MS = 2000;
/** spec s9: field descriptions slide in and out over this long. */
export const FIELD_DESCRIPTION_SLIDE_MS = 250;

// Breakpoints (spec s9); each name says whether the bound is inclusive
/** spec s9: touch-device sub-menu behaviour when the window is wider than this. */
export const TOUCH_SUBMENU_WIDER_THAN_PX = 767;
/** spec s9: hover mini-cart and layout breakpoint at this width and wider. */
export const DESKTOP_MIN_WIDTH_PX = 768;
/** spec s9: sticky Brands A-Z index column when wider than this. */
export const BRANDS_STICKY_WIDER_THAN_PX = 768;
/** spec s9: mobile carousel up to and including this width (a backdrop click does not close it). */
export const CAROUSEL_MOBILE_MAX_WIDTH_PX = 760;

// Carousel (spec s9)
/** spec s9: image widths offered to srcset. */
export const CAROUSEL_IMAGE_WIDTHS = [370, 700, 1000, 1200, 1400, 2000] as const;
/** spec s9: carousel background colour. */
export const CAROUSEL_BACKGROUND = 'black';
/** spec s9: the EXIF panel is displayed. */
export const CAROUSEL_DISPLAY_EXIF = true;
/** spec s9: the comments panel is displayed. */
export const CAROUSEL_DISPLAY_COMMENTS = true;
/** spec s9: bullets up to this many images, the text 'n / total' above. */
export const CAROUSEL_MAX_BULLETS = 5;
/** spec s9: comments load in steps of this many. */
export const CAROUSEL_COMMENTS_PAGE_SIZE = 10;
/** spec s9: interval of the near-end-of-comments scroll check. */
export const CAROUSEL_COMMENTS_SCROLL_CHECK_MS = 300;
/** spec s9: Up / Down scroll the overlay by this much. */
export const CAROUSEL_SCROLL_STEP_PX = 100;

// Comment settings (spec s9), the server's 0/1 flags as served
/** spec s9: registration is not required to comment. */
export const COMMENT_REGISTRATION = 0;
/** spec s9: guests must give a name and an email. */
export const COMMENT_REQUIRE_NAME_EMAIL = 1;

// Requests (spec s9)
/** spec s9 / s7: media post-process retries at most. */
export const MEDIA_POST_PROCESS_MAX_RETRIES = 5;
/** spec s9 / s7: page size when fetching per_page=-1. */
export const REST_PAGE_SIZE = 100;
/** spec s9: an island chunk that has not loaded after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// Attribution (spec s9)
/** spec s9: configured cookie lifetime, in months. */
export const ATTRIBUTION_COOKIE_LIFETIME_MONTHS = 0.00001;
/** spec s9: cookie lifetime when none is configured, in months. */
export const ATTRIBUTION_DEFAULT_COOKIE_LIFETIME_MONTHS = 6;
/** spec s9: a month counts as this many days when converting the lifetime to minutes. */
export const ATTRIBUTION_DAYS_PER_MONTH = 30;
/** spec s9 / s4: session length in minutes. */
export const ATTRIBUTION_SESSION_LENGTH_MINUTES = 30;

// Promo codes (spec s9)
/** spec s9: lowest default promo code. */
export const PROMO_CODE_MIN = 100_000;
/** spec s9: highest default promo code. */
export const PROMO_CODE_MAX = 999_999;

// Mini-cart (spec s9)
/** spec s9: maximum height when the list would overflow the window. */
export const MINI_CART_MAX_HEIGHT = '15em';

// Labels (spec s9): defaults only; adapters prefer the platform's localized strings.
/** spec s9: default user-facing texts. */
// Pure annotation: lets bundlers drop it from chunks that do not use it.
export const LABELS = /* @__PURE__ */ Object.freeze({
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  viewCart: 'View cart',
  addressSuggestions: 'Address suggestions',
  pleaseWait: 'Please wait...',
  expandChildMenu: 'Expand child menu',
  collapseChildMenu: 'Collapse child menu',
} as const);
