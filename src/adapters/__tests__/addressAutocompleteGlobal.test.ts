import { describe, expect, it, vi } from 'vitest';
import { installAddressAutocomplete } from '../addressAutocompleteGlobal.ts';

const SERVER = JSON.stringify([{ id: 'demo', name: 'Demo', branding_html: 'Powered by Demo' }]);
const provider = (id = 'demo') => ({ id, canSearch: () => true, search: async () => [], select: async () => ({}) });
const logger = () => ({ error: vi.fn(), warn: vi.fn() }) as unknown as Console;

describe('window.wc.addressAutocomplete (contract s5.2, s5.3)', () => {
  it('installs WooCommerce\'s registry from wc_address_autocomplete_common_params', () => {
    const win: Record<string, unknown> = { wc_address_autocomplete_common_params: { address_providers: SERVER } };
    const { namespace } = installAddressAutocomplete(win, logger());
    expect((win['wc'] as { addressAutocomplete: unknown }).addressAutocomplete).toBe(namespace);
    expect(namespace.serverProviders).toEqual(JSON.parse(SERVER));
    expect(namespace.registerAddressAutocompleteProvider(provider())).toBe(true);
  });

  it('falls back to wc_address_autocomplete_params', () => {
    const win = { wc_address_autocomplete_params: { address_providers: JSON.parse(SERVER) as unknown } };
    expect(installAddressAutocomplete(win, logger()).namespace.getServerProvider('demo')).toMatchObject({ name: 'Demo' });
  });

  it('registers providers pushed before it loaded, and later pushes at once', () => {
    const early = provider();
    const late = provider('late');
    const list = JSON.stringify([{ id: 'demo' }, { id: 'late' }]);
    const win: Record<string, unknown> = { wc_address_autocomplete_common_params: { address_providers: list }, wcIslandsAddressProviders: [early] };
    const { namespace } = installAddressAutocomplete(win, logger());
    expect(namespace.getProviders()['demo']).toBe(early);
    const buffer = win['wcIslandsAddressProviders'] as unknown[];
    buffer.push(late);
    expect(namespace.getProviders()['late']).toBe(late);
    expect(buffer).toHaveLength(0);
  });

  it('keeps providers registered through WooCommerce\'s own common script before it ran', () => {
    const existing = Object.freeze(provider());
    const win = { wc: { addressAutocomplete: { providers: { demo: existing }, registerAddressAutocompleteProvider: () => false } }, wc_address_autocomplete_common_params: { address_providers: SERVER } };
    const { namespace } = installAddressAutocomplete(win, logger());
    expect(namespace).toBe(win.wc.addressAutocomplete);
    expect(namespace.getProviders()['demo']).toBe(existing);
    expect(namespace.registerAddressAutocompleteProvider(provider())).toBe(false);
  });

  it('installs once per window', () => {
    const win = { wc_address_autocomplete_common_params: { address_providers: SERVER } };
    expect(installAddressAutocomplete(win, logger())).toBe(installAddressAutocomplete(win, logger()));
  });

  it('knows the block checkout from wcSettings', () => {
    const win = { wc: { wcSettings: { allSettings: { isCheckoutBlock: true } } }, wc_address_autocomplete_common_params: { address_providers: '' } };
    expect(installAddressAutocomplete(win, logger()).namespace.isBlocksContext()).toBe(true);
  });

  it('takes a store that prints neither provider global (no provider plugin, WooCommerce 11\'s default) as no provider, quietly', () => {
    const log = logger();
    const registry = installAddressAutocomplete({}, log);
    expect(registry.namespace.getProviders()).toEqual({});
    expect(log.error).not.toHaveBeenCalled();
  });

  it.each([
    ['missing its list', { wc_address_autocomplete_common_params: {} }, 'wc_address_autocomplete_common_params.address_providers is invalid'],
    ['of the wrong type', { wc_address_autocomplete_common_params: { address_providers: 5 } }, 'wc_address_autocomplete_common_params.address_providers is invalid'],
    ['bad JSON', { wc_address_autocomplete_common_params: { address_providers: '[{"id":' } }, 'wc_address_autocomplete_common_params.address_providers is invalid: not a JSON list'],
    ['a list of non-providers', { wc_address_autocomplete_common_params: { address_providers: '[{"name":"x"}]' } }, 'wc_address_autocomplete_common_params.address_providers.0.id is invalid'],
    ['a bad fallback global', { wc_address_autocomplete_params: { address_providers: {} } }, 'wc_address_autocomplete_params.address_providers is invalid'],
  ])('refuses a provider global that is %s with an IslandConfigError naming it, installing nothing', (_case, win, message) => {
    const log = logger();
    expect(() => installAddressAutocomplete(win as Record<string, unknown>, log)).toThrow(expect.objectContaining({ name: 'IslandConfigError', message: expect.stringContaining(message) }));
    expect((win as { wc?: unknown }).wc).toBeUndefined();
    expect(log.error).not.toHaveBeenCalled();
  });
});
