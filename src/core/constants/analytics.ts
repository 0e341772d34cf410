// WooCommerce Analytics and Jetpack stats values (carousel-theme-newsletter-contract s1.17, s4)
/** contract s4.3: the only WP Consent API category store analytics checks (never statistics-anonymous). */
export const ANALYTICS_CONSENT_CATEGORY = 'statistics';
/** contract s4.3: every event name is sent as `woocommerceanalytics_{name}`. */
export const ANALYTICS_EVENT_PREFIX = 'woocommerceanalytics_';
/** contract s4.2: `store_currency` when the store has none configured. */
export const ANALYTICS_DEFAULT_CURRENCY = 'USD';
/** contract s1.17: Jetpack's stats pixel, requested by the carousel for each image shown. */
export const STATS_PIXEL_URL = 'https://pixel.wp.com/g.gif';
