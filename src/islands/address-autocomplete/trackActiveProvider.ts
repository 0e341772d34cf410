import { pickActiveProvider } from '../../core/address/index.ts';
import type { AddressProvider, AddressSection, ProviderRegistry } from '../../core/address/index.ts';
import { createSubscribable } from '../../core/subscribable/index.ts';

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
  const listeners = createSubscribable();
  const countryListeners = createSubscribable();
  let provider: AddressProvider | null = null;
  const refresh = (): void => {
    provider = pickActiveProvider(namespace, countryField?.value ?? '');
    namespace.setActiveProvider(section, provider);
    listeners.notify();
  };
  refresh();
  const offRegistry = registry.subscribe(refresh);
  const offCountry = countryField
    ? onFieldChange(countryField, () => {
        countryListeners.notify();
        refresh();
      })
    : () => undefined;
  return {
    current: () => provider,
    subscribe: listeners.subscribe,
    onCountryChange: countryListeners.subscribe,
    stop() {
      offRegistry();
      offCountry();
      namespace.setActiveProvider(section, null);
    },
  };
}
