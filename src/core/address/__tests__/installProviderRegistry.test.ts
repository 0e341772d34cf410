import { describe, expect, it, vi } from 'vitest';
import { installProviderRegistry } from '../installProviderRegistry.ts';
import { parseServerProviders } from '../parseServerProviders.ts';
import type { AddressAutocompleteNamespace } from '../installProviderRegistry.ts';

const SERVER = [
  { id: 'test-provider', name: 'Test', branding_html: '<div class="provider-branding">Powered by Test Provider</div>' },
  { id: 'provider-1', name: 'One' },
  { id: 'provider-2', name: 'Two' },
];

function provider(id: unknown = 'test-provider', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, canSearch: (country: string) => country === 'US', search: async () => [], select: async () => ({}), ...overrides };
}

function setup(serverProviders: unknown[] = SERVER) {
  const logger = { error: vi.fn(), warn: vi.fn() };
  const target: Partial<AddressAutocompleteNamespace> = {};
  const registry = installProviderRegistry(target, { serverProviders, logger });
  return { logger, registry, ns: registry.namespace };
}

describe('address provider registration (spec s5, s8; WooCommerce registration suite)', () => {
  it('registers a valid provider and returns true', () => {
    const { ns, logger } = setup();
    expect(ns.registerAddressAutocompleteProvider(provider())).toBe(true);
    expect(ns.getProviders()['test-provider']).toBeDefined();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each([null, undefined, 'provider', 42])('rejects %s with "Address provider must be a valid object"', (value) => {
    const { ns, logger } = setup();
    expect(ns.registerAddressAutocompleteProvider(value)).toBe(false);
    expect(logger.error).toHaveBeenCalledWith('Error registering address provider:', 'Address provider must be a valid object');
  });

  it.each([undefined, '', 123])('rejects a provider whose id is %s with "must have a valid ID"', (id) => {
    const { ns, logger } = setup();
    expect(ns.registerAddressAutocompleteProvider(provider('x', { id }))).toBe(false);
    expect(logger.error).toHaveBeenCalledWith('Error registering address provider:', 'Address provider must have a valid ID');
  });

  it.each(['canSearch', 'search', 'select'])('rejects a provider without %s, naming it', (capability) => {
    const { ns, logger } = setup();
    expect(ns.registerAddressAutocompleteProvider(provider('test-provider', { [capability]: 'not a function' }))).toBe(false);
    expect(logger.error).toHaveBeenCalledWith('Error registering address provider:', `Address provider must have a ${capability} function`);
  });

  it('rejects every provider while the server list is not an array', () => {
    const { ns, logger } = setup();
    ns.serverProviders = { 'test-provider': {} };
    expect(ns.registerAddressAutocompleteProvider(provider())).toBe(false);
    expect(logger.error).toHaveBeenCalledWith('Error registering address provider:', 'Server providers configuration is invalid');
  });

  it('rejects a provider whose id is not on the server list', () => {
    const { ns, logger } = setup();
    expect(ns.registerAddressAutocompleteProvider(provider('unknown'))).toBe(false);
    expect(logger.error).toHaveBeenCalledWith('Error registering address provider:', 'Provider unknown not registered on server');
  });

  it('rejects everything when the provider params are missing (empty server list)', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const { ns } = setup(parseServerProviders(undefined, logger));
    expect(ns.registerAddressAutocompleteProvider(provider())).toBe(false);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('freezes a registered provider so its capabilities cannot be swapped', () => {
    const { ns } = setup();
    const candidate = provider();
    ns.registerAddressAutocompleteProvider(candidate);
    expect(Object.isFrozen(candidate)).toBe(true);
    expect(() => {
      'use strict';
      candidate['search'] = () => ['evil'];
    }).toThrow(TypeError);
  });

  it('keeps the first of two providers with one id, warns and returns false', () => {
    const { ns, logger } = setup();
    const first = provider();
    ns.registerAddressAutocompleteProvider(first);
    expect(ns.registerAddressAutocompleteProvider(provider())).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith('Address provider with ID "test-provider" is already registered.');
    expect(ns.getProviders()['test-provider']).toBe(first);
  });

  it('registers several providers with different ids', () => {
    const { ns } = setup();
    expect(ns.registerAddressAutocompleteProvider(provider('provider-1'))).toBe(true);
    expect(ns.registerAddressAutocompleteProvider(provider('provider-2'))).toBe(true);
    expect(Object.keys(ns.getProviders())).toEqual(['provider-1', 'provider-2']);
  });

  it('tells subscribers after each successful registration only', () => {
    const { ns, registry } = setup();
    const listener = vi.fn();
    registry.subscribe(listener);
    ns.registerAddressAutocompleteProvider(provider('unknown'));
    ns.registerAddressAutocompleteProvider(provider());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('finds a server entry by id and keeps the active provider per section', () => {
    const { ns } = setup();
    expect(ns.getServerProvider('provider-1')).toEqual({ id: 'provider-1', name: 'One' });
    expect(ns.getServerProvider('nope')).toBeNull();
    const registered = provider() as never;
    ns.setActiveProvider('shipping', registered);
    expect(ns.getActiveProvider('shipping')).toBe(registered);
    expect(ns.getActiveProvider('billing')).toBeNull();
  });

  it('keeps providers a registry already on the page held (WooCommerce\'s own common script)', () => {
    const earlier = Object.freeze(provider('provider-1')) as never;
    const target: Partial<AddressAutocompleteNamespace> = { providers: { 'provider-1': earlier } };
    const { namespace } = installProviderRegistry(target, { serverProviders: SERVER, logger: { error: vi.fn(), warn: vi.fn() } });
    expect(namespace).toBe(target);
    expect(namespace.getProviders()['provider-1']).toBe(earlier);
  });
});

describe('server provider list (contract s5.2)', () => {
  it('reads a JSON string, an array, and falls back to an empty list', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    expect(parseServerProviders(JSON.stringify(SERVER), logger)).toEqual(SERVER);
    expect(parseServerProviders(SERVER, logger)).toBe(SERVER);
    expect(parseServerProviders('{"id":"x"}', logger)).toEqual([]);
    expect(parseServerProviders(42, logger)).toEqual([]);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs unparsable JSON and gives an empty list', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    expect(parseServerProviders('[{', logger)).toEqual([]);
    expect(logger.error).toHaveBeenCalledWith('Invalid address providers JSON:', expect.any(SyntaxError));
  });
});
