/**
 * WordPress script handles this island takes over: the plugin stops printing their files (keeping
 * their localized data) when the island is on. Read at build time only, never bundled in the loader.
 * selectWoo (and select2) were loaded only for these fields; with them replaced nothing else needs them.
 */
// selectWoo is enqueued beside country-select.js only for it to call on these fields: with country-select.js
// replaced nothing calls it (a script that declares it as a dependency still gets it, with jQuery).
export const replacesHandles: readonly string[] = ['wc-country-select', 'wc-address-i18n', 'selectWoo'];
