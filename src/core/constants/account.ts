// My account pages (docs/reference/my-account.md): WooCommerce's and WordPress's defaults, used when a
// localized global lacks a key. The adapters prefer what the store printed.

/** my-account.md s3: `woocommerce_min_password_strength`'s default; zxcvbn scores below it are too weak. */
export const MIN_PASSWORD_STRENGTH = 3;

/** my-account.md s3-s4: `wc_password_strength_meter_params` and WordPress's `pwsL10n` default texts. */
export const PASSWORD_STRENGTH_TEXT = /* @__PURE__ */ Object.freeze({
  short: 'Very weak',
  bad: 'Weak',
  good: 'Medium',
  strong: 'Strong',
  mismatch: 'Mismatch',
  unknown: 'Password strength unknown',
  error: 'Please enter a stronger password.',
  hint: 'Hint: The password should be at least twelve characters long. To make it stronger, use upper and lower case letters, numbers, and symbols like ! " ? $ % ^ & ).',
} as const);

/** my-account.md s3: the meter's id (the field's `aria-describedby` while it shows) and classes. */
export const PASSWORD_STRENGTH_METER_ID = 'password_strength';
export const PASSWORD_STRENGTH_METER_CLASS = 'woocommerce-password-strength';
export const PASSWORD_HINT_CLASS = 'woocommerce-password-hint';

/**
 * my-account.md s4: the fields whose values WordPress's `userInputDisallowedList` feeds zxcvbn (by id),
 * besides the page title and address.
 */
export const PASSWORD_USER_INPUT_IDS = /* @__PURE__ */ Object.freeze([
  'user_login', 'first_name', 'last_name', 'nickname', 'display_name', 'email', 'url', 'description', 'weblog_title', 'admin_email',
] as const);

/** my-account.md s4: words shorter than this are not worth telling zxcvbn about. */
export const PASSWORD_USER_INPUT_MIN_LENGTH = 4;
