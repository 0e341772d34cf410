import { describe, expect, it } from 'vitest';
import type { AddressProvider } from '../../../core/address/index.ts';
import { trackComboboxRole } from '../comboboxRole.ts';
import type { ActiveProvider } from '../trackActiveProvider.ts';

/** A tracker whose provider the test switches. */
function fakeTracker(initial: AddressProvider | null): ActiveProvider & { set(next: AddressProvider | null): void } {
  let provider = initial;
  const listeners = new Set<() => void>();
  return {
    current: () => provider,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onCountryChange: () => () => undefined,
    stop: () => undefined,
    set(next) {
      provider = next;
      for (const listener of listeners) listener();
    },
  };
}

const PROVIDER = { id: 'demo', canSearch: () => true, search: async () => [], select: async () => ({}) } as unknown as AddressProvider;

function field(): HTMLInputElement {
  document.body.innerHTML = '<span class="woocommerce-input-wrapper"><input id="billing_address_1"></span>';
  return document.querySelector('input')!;
}

describe('trackComboboxRole (contract s5.4, issue #15)', () => {
  it('announces a collapsed combobox from mount while a provider can search the country', () => {
    const input = field();
    trackComboboxRole(input, 'address_suggestions_billing_list', fakeTracker(PROVIDER));
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-haspopup')).toBe('listbox');
    expect(input.getAttribute('aria-controls')).toBe('address_suggestions_billing_list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.parentElement?.classList.contains('autocomplete-available')).toBe(true);
  });

  it('keeps the field plain when no provider can search, and follows the provider as it changes', () => {
    const input = field();
    const tracker = fakeTracker(null);
    const stop = trackComboboxRole(input, 'list', tracker);
    expect(input.hasAttribute('role')).toBe(false);
    tracker.set(PROVIDER);
    expect(input.getAttribute('role')).toBe('combobox');
    tracker.set(null);
    for (const name of ['role', 'aria-expanded', 'aria-controls', 'aria-autocomplete', 'aria-haspopup']) expect(input.hasAttribute(name)).toBe(false);
    expect(input.parentElement?.classList.contains('autocomplete-available')).toBe(false);
    tracker.set(PROVIDER);
    stop();
    expect(input.hasAttribute('role')).toBe(false);
    tracker.set(PROVIDER);
    expect(input.hasAttribute('role')).toBe(false);
  });
});
