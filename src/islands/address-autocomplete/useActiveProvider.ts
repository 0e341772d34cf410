import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { AddressProvider } from '../../core/address/index.ts';
import { trackActiveProvider, type ActiveProvider, type ActiveProviderOptions } from './trackActiveProvider.ts';

export interface UseActiveProviderOptions extends ActiveProviderOptions {
  /** The island's tracker, running since mount; without one (a test, a lone combobox) one is made here. */
  readonly tracker?: ActiveProvider | undefined;
  /** Runs on every country change, before the provider is chosen again. */
  readonly onCountryChange: () => void;
}

/** The section's provider, read from core-side state (trackActiveProvider.ts). */
export function useActiveProvider({ tracker, registry, section, countryField, onFieldChange, onCountryChange }: UseActiveProviderOptions): AddressProvider | null {
  const own = useMemo(
    () => (tracker ? null : trackActiveProvider({ registry, section, countryField, onFieldChange })),
    [tracker, registry, section, countryField, onFieldChange],
  );
  const active = (tracker ?? own)!;
  useEffect(() => () => own?.stop(), [own]);
  useEffect(() => active.onCountryChange(onCountryChange), [active, onCountryChange]);
  return useSyncExternalStore(active.subscribe, active.current, active.current);
}
