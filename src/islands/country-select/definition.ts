import type { IslandDefinition } from '../../core/scanner/types.ts';

/**
 * Country and state fields with their address locale (country-select.js + address-i18n.js) in every
 * address form: checkout, the cart's shipping calculator, my account. Loaded at idle: the server
 * printed the right fields for the saved country, so nothing changes before the shopper does.
 */
export const definition: IslandDefinition = {
  name: 'country-select',
  selector: '.country_to_state',
  load: () => import('./index.ts'),
};
