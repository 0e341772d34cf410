/**
 * WordPress script handles this island takes over: the plugin stops printing their files (keeping
 * their localized data) when the island is on. Read at build time only, never bundled in the loader.
 */
export const replacesHandles: readonly string[] = ['wc-lost-password'];
