import { pickActiveProvider } from '../../core/address/index.ts';
import type { AddressProvider, AddressSection, ProviderRegistry } from '../../core/address/index.ts';

export interface ActiveProviderOptions {
  readonly registry: ProviderRegistry;
  readonly section: AddressSection;
  readonly countryField: HTMLElement & { value: string } | null;
  readonly onFieldChange: (field: HTMLElement, listener: () => void) => () => void;
}

/** A section's active provider as a small subscribable (read by the combobox with useSyncExternalStore). */
export interface ActiveProvider {
  current(): AddressProvider | null;
  /** Called after every change of provider. */
  subscribe(listener: () => void): () => void;
  /** Called on every country change, before the provider is chosen again. */
  onCountryChange(listener: () => void): () => void;
  stop(): void;
}

/**
 * The section's provider (spec s4): the first registered one that can search the selected country,
 * chosen again on every country change and whenever another provider registers. Published on
 * `wc.addressAutocomplete.activeProvider[section]`, which WooCommerce's checkout script reads, from
 * mount on: framework-free, so it does not wait for the combobox's React layer (issue #15).
 */
export function trackActiveProvider({ registry, section, countryField, onFieldChange }: ActiveProviderOptions): ActiveProvider {
  const { namespace } = registry;
  const listeners = new Set<() => void>();
  const countryListeners = new Set<() => void>();
  let provider: AddressProvider | null = null;
  const refresh = (): void => {
    provider = pickActiveProvider(namespace, countryField?.value ?? '');
    namespace.setActiveProvider(section, provider);
    for (const listener of [...listeners]) listener();
  };
  refresh();
  const offRegistry = registry.subscribe(refresh);
  const offCountry = countryField
    ? onFieldChange(countryField, () => {
        for (const listener of [...countryListeners]) listener();
        refresh();
      })
    : () => undefined;
  const subscribeTo = (set: Set<() => void>) => (listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  return {
    current: () => provider,
    subscribe: subscribeTo(listeners),
    onCountryChange: subscribeTo(countryListeners),
    stop() {
      offRegistry();
      offCountry();
      namespace.setActiveProvider(section, null);
    },
  };
}
