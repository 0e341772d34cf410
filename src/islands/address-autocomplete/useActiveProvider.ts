import { useEffect, useState } from 'react';
import { pickActiveProvider } from '../../core/address/index.ts';
import type { AddressProvider, AddressSection, ProviderRegistry } from '../../core/address/index.ts';

export interface ActiveProviderOptions {
  readonly registry: ProviderRegistry;
  readonly section: AddressSection;
  readonly countryField: HTMLElement & { value: string } | null;
  readonly onFieldChange: (field: HTMLElement, listener: () => void) => () => void;
  /** Runs on every country change, before the provider is chosen again. */
  readonly onCountryChange: () => void;
}

/**
 * The section's provider (spec s4): the first registered one that can search the selected country,
 * chosen again on every country change and whenever another provider registers. Published on
 * `wc.addressAutocomplete.activeProvider[section]`, which WooCommerce's checkout script reads.
 */
export function useActiveProvider({ registry, section, countryField, onFieldChange, onCountryChange }: ActiveProviderOptions): AddressProvider | null {
  const [provider, setProvider] = useState<AddressProvider | null>(null);
  useEffect(() => {
    const { namespace } = registry;
    const refresh = (): void => {
      const next = pickActiveProvider(namespace, countryField?.value ?? '');
      namespace.setActiveProvider(section, next);
      setProvider(next);
    };
    refresh();
    const offRegistry = registry.subscribe(refresh);
    const offCountry = countryField
      ? onFieldChange(countryField, () => {
          onCountryChange();
          refresh();
        })
      : () => undefined;
    return () => {
      offRegistry();
      offCountry();
      namespace.setActiveProvider(section, null);
    };
  }, [registry, section, countryField, onFieldChange, onCountryChange]);
  return provider;
}
