import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { onFieldChange, setAddressFieldValue } from '../../../adapters/addressFields.ts';
import { installProviderRegistry } from '../../../core/address/index.ts';
import type { AddressAutocompleteNamespace, AddressFieldKey, AddressProvider, AddressSection } from '../../../core/address/index.ts';
import { AddressCombobox } from '../AddressCombobox.tsx';

/** WooCommerce's own test fixture (contract s8.1): a country select and the address fields per section. */
const SECTION = (type: string) => `
  <select id="${type}_country"><option value="US" selected>United States</option><option value="CA">Canada</option></select>
  <p class="form-row"><label for="${type}_address_1">Street address</label><span class="woocommerce-input-wrapper"><input type="text" id="${type}_address_1" autocomplete="address-line1" /></span></p>
  <input id="${type}_address_2" /><input id="${type}_city" /><input id="${type}_postcode" /><input id="${type}_state" />`;

export const BRANDING = '<div class="provider-branding">Powered by Test Provider</div>';

export const SUGGESTIONS = [
  { id: 'addr1', label: '123 Main Street, City, US', matchedSubstrings: [{ offset: 0, length: 3 }] },
  { id: 'addr2', label: '456 Oak Avenue, Town, US', matchedSubstrings: [{ offset: 0, length: 3 }] },
];

export interface Setup {
  ns: AddressAutocompleteNamespace;
  provider: AddressProvider & { search: ReturnType<typeof vi.fn>; select: ReturnType<typeof vi.fn> };
  logger: { error: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn> };
  input: (section?: AddressSection) => HTMLInputElement;
  field: (key: AddressFieldKey, section?: AddressSection) => HTMLInputElement | HTMLSelectElement;
  container: (section?: AddressSection) => HTMLElement;
  register: () => void;
}

export interface SetupOptions {
  search?: (...args: unknown[]) => unknown;
  select?: (id: string) => unknown;
  branding?: string;
  registerLater?: boolean;
  /** Typed into the focused billing field before the layer is drawn (it loads on the first focus). */
  typedBeforeDraw?: string;
}

export function setup(options: SetupOptions = {}): Setup {
  document.body.innerHTML = SECTION('billing') + SECTION('shipping');
  const logger = { error: vi.fn(), warn: vi.fn() };
  const registry = installProviderRegistry({}, {
    serverProviders: [{ id: 'test-provider', name: 'Test', branding_html: options.branding ?? '' }],
    logger,
  });
  const provider = {
    id: 'test-provider',
    canSearch: (country: string) => country === 'US',
    search: vi.fn(options.search ?? (async () => SUGGESTIONS)),
    select: vi.fn(options.select ?? (async () => ({ address_1: '123 Main Street', city: 'City', postcode: '12345', country: 'US', state: 'CA' }))),
  };
  const register = () => void registry.namespace.registerAddressAutocompleteProvider(provider);
  if (!options.registerLater) register();
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  for (const section of ['billing', 'shipping'] as const) {
    const input = byId<HTMLInputElement>(`${section}_address_1`);
    const container = document.createElement('div');
    container.id = `address_suggestions_${section}`;
    container.className = 'woocommerce-address-suggestions';
    input.after(container);
    if (options.typedBeforeDraw !== undefined && section === 'billing') {
      input.focus();
      input.value = options.typedBeforeDraw;
    }
    render(
      <AddressCombobox
        input={input}
        section={section}
        container={container}
        registry={registry}
        label="Address suggestions"
        findField={(key) => byId<HTMLInputElement>(`${section}_${key}`)}
        setFieldValue={setAddressFieldValue}
        onFieldChange={onFieldChange}
        logger={logger}
      />,
    );
  }
  return {
    ns: registry.namespace,
    provider,
    logger,
    register: () => act(register),
    input: (section = 'billing') => byId(`${section}_address_1`),
    field: (key, section = 'billing') => byId(`${section}_${key}`),
    container: (section = 'billing') => byId(`address_suggestions_${section}`),
  };
}

/** Lets promises (the provider's answers) and React's updates settle, with real or fake timers. */
export async function settle(): Promise<void> {
  await act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Types a value the way a browser does: value first, then an input event. */
export async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

export async function key(input: HTMLInputElement, name: string): Promise<boolean> {
  let notPrevented = true;
  await act(async () => {
    notPrevented = input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  });
  return notPrevented;
}

export async function changeCountry(select: HTMLSelectElement | HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
