import { useEffect, useState } from 'react';
import type { AddressProvider, ProviderRegistry } from '../../core/address/index.ts';
import { sanitizeBranding } from './sanitizeBranding.ts';

/**
 * The active provider's 'Powered by' markup, cleaned (spec s2, s5), fetched the first time the list
 * opens. A new `resetKey` (a country change, which may bring another provider) drops it.
 */
export function useBranding(registry: ProviderRegistry, provider: AddressProvider | null, open: boolean, resetKey: number): string | null {
  const [state, setState] = useState<{ readonly key: number; readonly html: string } | null>(null);
  const branding = state?.key === resetKey ? state.html : null;
  useEffect(() => {
    if (!open || !provider || branding !== null) return undefined;
    const raw = registry.namespace.getServerProvider(provider.id)?.branding_html;
    const html = typeof raw === 'string' ? raw.trim() : '';
    if (html === '') return undefined;
    let current = true;
    void sanitizeBranding(html).then(
      (clean) => {
        if (current && clean) setState({ key: resetKey, html: clean });
      },
      // A chunk that fails to load costs the logo, nothing else.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [registry, provider, open, branding, resetKey]);
  return branding;
}
