// Attribution (spec s9)
/** spec s9: configured cookie lifetime, in months. */
export const ATTRIBUTION_COOKIE_LIFETIME_MONTHS = 0.00001;
/** spec s9: cookie lifetime when none is configured, in months. */
export const ATTRIBUTION_DEFAULT_COOKIE_LIFETIME_MONTHS = 6;
/** spec s9: a month counts as this many days when converting the lifetime to minutes. */
export const ATTRIBUTION_DAYS_PER_MONTH = 30;
/** spec s9 / s4: session length in minutes. */
export const ATTRIBUTION_SESSION_LENGTH_MINUTES = 30;
