import type { AddressProvider, AddressSection, RegistryLogger, ServerProvider } from './types.ts';
import { createSubscribable } from '../subscribable/index.ts';

/**
 * `window.wc.addressAutocomplete`, WooCommerce's public registry (contract s5.3). Plugins read and
 * write these members directly, so the names and shapes are WooCommerce's.
 */
export interface AddressAutocompleteNamespace {
  providers: Record<string, AddressProvider>;
  activeProvider: Record<AddressSection, AddressProvider | null>;
  /** The server's list; registration rejects everything while this is not an array. */
  serverProviders: unknown;
  registerAddressAutocompleteProvider(provider: unknown): boolean;
  getServerProvider(id: string): ServerProvider | null;
  getProviders(): Record<string, AddressProvider>;
  getActiveProvider(section: AddressSection): AddressProvider | null;
  setActiveProvider(section: AddressSection, provider: AddressProvider | null): void;
  isBlocksContext(): boolean;
}

export interface ProviderRegistryOptions {
  /** The server's provider list, already parsed (see parseServerProviders). */
  readonly serverProviders: unknown[];
  readonly logger: RegistryLogger;
  /** Whether the block checkout renders this page; default false. */
  readonly isBlocksContext?: () => boolean;
  /** Told after each successful registration (the block checkout's store listens there). */
  readonly onRegistered?: (provider: AddressProvider) => void;
}

export interface ProviderRegistry {
  readonly namespace: AddressAutocompleteNamespace;
  /** Calls `listener` after every successful registration; returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}

const CAPABILITIES = ['canSearch', 'search', 'select'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Throws the first failed check, in WooCommerce's order, with its message (spec s8). */
function assertProvider(provider: unknown, serverProviders: unknown): asserts provider is AddressProvider {
  if (!isObject(provider)) throw new Error('Address provider must be a valid object');
  const id = provider['id'];
  if (typeof id !== 'string' || id === '') throw new Error('Address provider must have a valid ID');
  for (const capability of CAPABILITIES) {
    if (typeof provider[capability] !== 'function') throw new Error(`Address provider must have a ${capability} function`);
  }
  if (!Array.isArray(serverProviders)) throw new Error('Server providers configuration is invalid');
  if (!serverProviders.some((entry) => isObject(entry) && entry['id'] === id)) {
    throw new Error(`Provider ${id} not registered on server`);
  }
}

/**
 * Installs the registry on `target` in place. `target` may already hold WooCommerce's own registry
 * (its common script ran first) or providers registered earlier: those are kept, and the functions
 * are replaced by these, which read the members through `target` as WooCommerce's do, so a plugin
 * that reassigns `serverProviders` is honoured.
 */
export function installProviderRegistry(target: Partial<AddressAutocompleteNamespace>, options: ProviderRegistryOptions): ProviderRegistry {
  const { logger } = options;
  const listeners = createSubscribable();
  if (!isObject(target.providers)) target.providers = {};
  if (!isObject(target.activeProvider)) target.activeProvider = { billing: null, shipping: null };
  target.serverProviders = options.serverProviders;
  const namespace = target as AddressAutocompleteNamespace;

  namespace.registerAddressAutocompleteProvider = (provider) => {
    try {
      assertProvider(provider, namespace.serverProviders);
    } catch (error) {
      logger.error('Error registering address provider:', (error as Error).message);
      return false;
    }
    if (namespace.providers[provider.id]) {
      logger.warn(`Address provider with ID "${provider.id}" is already registered.`);
      return false;
    }
    // Frozen so no script can swap a capability after it passed the checks.
    namespace.providers[provider.id] = Object.freeze(provider);
    options.onRegistered?.(provider);
    listeners.notify();
    return true;
  };
  namespace.getServerProvider = (id) => {
    const list = namespace.serverProviders;
    if (!Array.isArray(list)) return null;
    return (list.find((entry) => isObject(entry) && entry['id'] === id) as ServerProvider | undefined) ?? null;
  };
  namespace.getProviders = () => namespace.providers;
  namespace.getActiveProvider = (section) => namespace.activeProvider[section] ?? null;
  namespace.setActiveProvider = (section, provider) => {
    namespace.activeProvider[section] = provider;
  };
  namespace.isBlocksContext = () => options.isBlocksContext?.() ?? false;

  return {
    namespace,
    subscribe: listeners.subscribe,
  };
}
