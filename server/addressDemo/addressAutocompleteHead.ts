import { DEMO_ADDRESS_COUNTRIES } from '../catalogue/addresses.ts';
import { escapeAttr } from '../templates/escape.ts';
import { localizeScript } from '../templates/globals.ts';
import { ADDRESS_DEMO_NAMESPACE } from './addressDemoRoutes.ts';

/** The demo provider's script, as a third-party plugin would enqueue it. */
export const DEMO_ADDRESS_PROVIDER_PATH = '/wp-content/plugins/wc-islands-demo-address/address-provider.js';
export const DEMO_ADDRESS_PROVIDER_ID = 'wc-islands-demo-maps';

/** What the `woocommerce_address_providers` filter would return on this store (contract s5.1). */
export const demoServerProviders = [
  {
    id: DEMO_ADDRESS_PROVIDER_ID,
    name: 'Demo Maps',
    branding_html: '<span class="demo-maps-branding">Powered by <strong>Demo Maps</strong></span>',
  },
];

/** wp_json_encode(..., JSON_HEX_TAG | JSON_UNESCAPED_SLASHES). */
function wpJsonEncodeHexTag(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003C').replace(/>/g, '\\u003E');
}

/**
 * The head scripts of a checkout with address autocomplete on: WooCommerce's provider list (the
 * common script's localize block, contract s5.2), then the demo provider's own data and script.
 * The provider's classic script runs before the islands' module script, so it registers early.
 */
export function addressAutocompleteHead(): string {
  return localizeScript('wc-address-autocomplete-common', [['wc_address_autocomplete_common_params', {
    address_providers: wpJsonEncodeHexTag(demoServerProviders),
  }]])
    + localizeScript('wc-islands-demo-address-provider', [['wc_islands_demo_address_provider_params', {
      id: DEMO_ADDRESS_PROVIDER_ID,
      rest_url: `/wp-json/${ADDRESS_DEMO_NAMESPACE}/address/`,
      countries: [...DEMO_ADDRESS_COUNTRIES],
    }]])
    + `<script src="${escapeAttr(DEMO_ADDRESS_PROVIDER_PATH)}" id="wc-islands-demo-address-provider-js"></script>\n`;
}
