import type { IslandDefinition } from '../../core/scanner/types.ts';

/**
 * Address suggestions on the classic checkout's street address fields (contract s5, s7.7). Loaded at
 * idle: the registry it installs must be there for providers that register after the page loads.
 */
export const definition: IslandDefinition = {
  name: 'address-autocomplete',
  selector: 'input#billing_address_1,input#shipping_address_1',
  load: () => import('./index.ts'),
};
