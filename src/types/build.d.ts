/** Replaced at build time with package.json's version. */
declare const __WC_ISLANDS_VERSION__: string;

/** src/islands/single-product/definition.ts's selector, copied at build time (vite.config.ts). */
declare const __SINGLE_PRODUCT_SELECTOR__: string;

/** Every `src/islands/<name>/definition.ts` export, sorted by path (the plugin in vite.config.ts). */
declare module 'virtual:wc-islands/definitions' {
  const definitions: readonly unknown[];
  export default definitions;
}
