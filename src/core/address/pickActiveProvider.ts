import type { AddressAutocompleteNamespace } from './installProviderRegistry.ts';
import type { AddressProvider } from './types.ts';

/**
 * The provider for a country (contract s5.4): the first provider, in the server's order, that is
 * registered and can search it. The server's order is the store owner's preference.
 */
export function pickActiveProvider(namespace: AddressAutocompleteNamespace, country: string): AddressProvider | null {
  const list = Array.isArray(namespace.serverProviders) ? namespace.serverProviders : [];
  for (const entry of list) {
    const id = (entry as { id?: unknown } | null)?.id;
    const provider = typeof id === 'string' ? namespace.providers[id] : undefined;
    if (!provider) continue;
    try {
      if (provider.canSearch(country)) return provider;
    } catch {
      // A provider whose canSearch throws cannot search this country; the next one may.
    }
  }
  return null;
}
