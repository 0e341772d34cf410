// Attribution (spec s9)
/** spec s9: configured cookie lifetime, in months. */
export const ATTRIBUTION_COOKIE_LIFETIME_MONTHS = 0.00001;
/** spec s9: cookie lifetime when none is configured, in months. */
export const ATTRIBUTION_DEFAULT_COOKIE_LIFETIME_MONTHS = 6;
/** spec s9: a month counts as this many days when converting the lifetime to minutes. */
export const ATTRIBUTION_DAYS_PER_MONTH = 30;
/** spec s9 / s4: session length in minutes. */
export const ATTRIBUTION_SESSION_LENGTH_MINUTES = 30;
/**
 * Beyond spec s9: the longest encoded text one tracking cookie holds. Browsers keep a cookie of up to
 * 4096 bytes, name and value (RFC 6265 s6.1); base64 makes the text 4/3 longer, so 3000 leaves room.
 */
export const ATTRIBUTION_COOKIE_TEXT_MAX = 3000;
