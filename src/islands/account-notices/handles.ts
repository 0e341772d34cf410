/**
 * WordPress script handles this island takes over: the plugin stops printing their files (keeping
 * their localized data) when the island is on. Read at build time only, never bundled in the loader.
 * WooCommerce names it account-i18n, but all it does is focus the page's first alert.
 */
export const replacesHandles: readonly string[] = ['wc-account-i18n'];
