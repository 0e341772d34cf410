/**
 * What the README's mu-plugin does to a page WordPress renders: the replaced handles keep their
 * localized `{handle}-js-extra` data block but lose their `<script src>`, their jQuery-era
 * dependencies are no longer pulled in, and the wc-islands module is printed once. Used to serve
 * the real WooCommerce captures in fixtures/real-wc/ the way a store with the integration would,
 * so browser tests check the bundle on that markup unchanged. Keep the handle list in step with
 * the snippet in README.md.
 */
export declare const REPLACED_HANDLES: readonly ["wc-add-to-cart", "wc-cart-fragments", "woocommerce", "sourcebuster-js", "wc-order-attribution", "wc-address-autocomplete", "storefront-navigation", "storefront-header-cart", "storefront-handheld-footer-bar", "storefront-woocommerce-brands", "jetpack-carousel"];
export declare function applyMuPlugin(html: string, moduleSrc: string): string;
