// Store chrome (spec s2 "Notices and focus", s7 newsletter, s8; contracts woocommerce s3.1/s6, carousel-theme-newsletter s2.6/s3)
/** spec s8: shown when the newsletter request fails. */
export const NEWSLETTER_ERROR_MESSAGE = 'An error occurred.';
/** contract (carousel-theme-newsletter) s3.6: Mailjet's class on a property named in prop_errors. */
export const NEWSLETTER_ERROR_CLASS = 'has-error';
/** contract (woocommerce) s6: the form field that records the coming-soon banner dismissal. */
export const COMING_SOON_DISMISS_FIELD = 'woocommerce_meta[coming_soon_banner_dismissed]';
/** contract (woocommerce) s3.1: the notices woocommerce.js focuses 500 ms after load. */
export const ALERT_NOTICE_SELECTOR =
  '.woocommerce-message[role="alert"], .woocommerce-error[role="alert"], .wc-block-components-notice-banner[role="alert"]';
/** contract (carousel-theme-newsletter) s2.6: the sticky index keeps this gap below the viewport top. */
export const BRANDS_INDEX_TOP_GAP_PX = 20;
/** contract s2.6: added to the index's own height when capping its offset. */
export const BRANDS_INDEX_EXTRA_HEIGHT_PX = 40;
/** contract s2.6: height of the WordPress admin bar when `body.admin-bar`. */
export const ADMIN_BAR_HEIGHT_PX = 32;
