/**
 * WordPress script handles this island takes over: the plugin stops printing their files (keeping
 * their localized data) when the island is on. Read at build time only, never bundled in the loader.
 * WooCommerce's meter and WordPress's `password-strength-meter` under it (whose `pwsL10n` labels the
 * island reads); WordPress's zxcvbn-async then has nobody asking for it, and the island brings its own
 * zxcvbn. A script that declares `password-strength-meter` as a dependency keeps it, with jQuery.
 */
export const replacesHandles: readonly string[] = ['wc-password-strength-meter', 'password-strength-meter'];
