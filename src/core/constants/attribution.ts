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
 * Beyond spec s9 (issue #26): the most the `sbjs_*` cookies may add to a Cookie header, as the sum of
 * their encoded `name=value` pairs. nginx (`large_client_header_buffers 4 8k`) and Apache
 * (`LimitRequestFieldSize 8190`) answer 400 to a Cookie header over 8 KB, for every later page; the
 * legacy script let one crafted link leave 15 KB. 3.5 KB keeps a guest's Cookie header under 4 KB
 * with WooCommerce's own cookies, leaves over 4 KB of the 8 KB for WordPress's login cookies and
 * other plugins', and keeps each cookie under browsers' 4096-byte limit (RFC 6265 s6.1).
 */
export const ATTRIBUTION_COOKIE_BUDGET_BYTES = 3584;
