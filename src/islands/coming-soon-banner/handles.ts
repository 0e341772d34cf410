/**
 * WordPress script handles this island takes over: the plugin stops printing their files (keeping
 * their localized data) when the island is on. Read at build time only, never bundled in the loader.
 * woocommerce.js does this island's job among others: it is replaced only while every island that
 * lists it is on (otherwise the legacy file stays and these islands stay off, never both at once).
 */
export const replacesHandles: readonly string[] = ['woocommerce'];
