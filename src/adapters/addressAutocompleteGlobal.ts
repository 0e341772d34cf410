import { installProviderRegistry } from '../core/address/index.ts';
import type { AddressAutocompleteNamespace, AddressProvider, ProviderRegistry } from '../core/address/index.ts';
import { readAddressProviders } from './readAddressProviders.ts';

/**
 * Early-registration buffer for address providers (an addition to WooCommerce's API). WooCommerce's
 * common script defines `window.wc.addressAutocomplete` synchronously in the head; our registry
 * arrives with the island's lazy chunk, after any classic script. A provider script that runs first
 * pushes itself here, the `dataLayer` way, and the registry registers it on install; afterwards
 * `push` registers at once, so the same one line works before and after load:
 *
 *   (window.wcIslandsAddressProviders = window.wcIslandsAddressProviders || []).push(provider);
 */
export const EARLY_PROVIDERS_GLOBAL = 'wcIslandsAddressProviders';

interface WindowLike {
  wc?: { addressAutocomplete?: Partial<AddressAutocompleteNamespace>; wcSettings?: { allSettings?: { isCheckoutBlock?: unknown } }; wcBlocksData?: { checkoutStore?: unknown } };
  wp?: { data?: { dispatch?: (store: unknown) => { addAddressAutocompleteProvider?: (id: string) => void } | undefined } };
  wc_address_autocomplete_common_params?: { address_providers?: unknown };
  wc_address_autocomplete_params?: { address_providers?: unknown };
  [EARLY_PROVIDERS_GLOBAL]?: unknown;
}

const installed = new WeakMap<object, ProviderRegistry>();

/** Tells the block checkout's store, as WooCommerce's registry does (contract s5.3); absent here mostly. */
function notifyBlockCheckout(win: WindowLike, provider: AddressProvider): void {
  const store = win.wc?.wcBlocksData?.checkoutStore;
  if (store === undefined || typeof win.wp?.data?.dispatch !== 'function') return;
  try {
    win.wp.data.dispatch(store)?.addAddressAutocompleteProvider?.(provider.id);
  } catch {
    // The block checkout is not on this classic page.
  }
}

function drainEarlyProviders(win: WindowLike, register: (provider: unknown) => boolean): void {
  const queued = win[EARLY_PROVIDERS_GLOBAL];
  const early = Array.isArray(queued) ? queued.splice(0) : [];
  for (const provider of early) register(provider);
  // Keep an array (scripts test `|| []`), but one whose push registers straight away.
  const live: unknown[] = [];
  live.push = (...providers: unknown[]) => {
    for (const provider of providers) register(provider);
    return 0;
  };
  win[EARLY_PROVIDERS_GLOBAL] = live;
}

/**
 * Installs `window.wc.addressAutocomplete` (contract s5.3), once per window. Providers already there
 * (WooCommerce's own common script ran, or an earlier install) are kept; buffered ones register now.
 * Throws an IslandConfigError (nothing installed) when the server's provider global is unusable.
 */
export function installAddressAutocomplete(win: WindowLike = globalThis as WindowLike, logger: Console = console): ProviderRegistry {
  const existing = installed.get(win);
  if (existing) return existing;
  const serverProviders = readAddressProviders(win);
  const wc = (win.wc ??= {});
  const registry = installProviderRegistry((wc.addressAutocomplete ??= {}), {
    serverProviders,
    logger,
    isBlocksContext: () => Boolean(win.wc?.wcSettings?.allSettings?.isCheckoutBlock),
    onRegistered: (provider) => notifyBlockCheckout(win, provider),
  });
  installed.set(win, registry);
  drainEarlyProviders(win, registry.namespace.registerAddressAutocompleteProvider);
  return registry;
}
