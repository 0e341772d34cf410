/** Replaced at build time with package.json's version. */
declare const __WC_ISLANDS_VERSION__: string;
