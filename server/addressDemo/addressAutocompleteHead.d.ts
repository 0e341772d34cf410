/** The demo provider's script, as a third-party plugin would enqueue it. */
export declare const DEMO_ADDRESS_PROVIDER_PATH = "/wp-content/plugins/wc-islands-demo-address/address-provider.js";
export declare const DEMO_ADDRESS_PROVIDER_ID = "wc-islands-demo-maps";
/** What the `woocommerce_address_providers` filter would return on this store (contract s5.1). */
export declare const demoServerProviders: {
    id: string;
    name: string;
    branding_html: string;
}[];
/**
 * The head scripts of a checkout with address autocomplete on: WooCommerce's provider list (the
 * common script's localize block, contract s5.2), then the demo provider's own data and script.
 * The provider's classic script runs before the islands' module script, so it registers early.
 */
export declare function addressAutocompleteHead(): string;
