import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../core/events/index.ts';
import { mount } from '../index.ts';

describe('address-autocomplete island mount', () => {
  it('installs window.wc.addressAutocomplete, takes buffered providers and enhances the field in place', async () => {
    document.body.innerHTML = `<select id="billing_country"><option value="US" selected>US</option></select>
      <span class="woocommerce-input-wrapper"><input id="billing_address_1" autocomplete="address-line1"></span>`;
    const win = window as unknown as Record<string, unknown>;
    win['wc_address_autocomplete_common_params'] = { address_providers: JSON.stringify([{ id: 'early', name: 'Early' }]) };
    const early = { id: 'early', canSearch: () => true, search: async () => [], select: async () => ({}) };
    win['wcIslandsAddressProviders'] = [early];
    const input = document.getElementById('billing_address_1')!;
    let unmount = () => undefined as void;
    await act(async () => {
      unmount = mount(input, { name: 'address-autocomplete', pending: [], scan: () => undefined, bus: createEventBus(), page: {} }) as () => void;
    });
    const registry = (win['wc'] as { addressAutocomplete: { getActiveProvider: (s: string) => unknown } }).addressAutocomplete;
    expect(registry.getActiveProvider('billing')).toBe(early);
    expect(input.nextElementSibling?.id).toBe('address_suggestions_billing');
    // WooCommerce's container markup (contract s5.5): a polite region, hidden until results, and the
    // search icon element in the input's parent.
    const container = document.getElementById('address_suggestions_billing')!;
    expect(container.className).toBe('woocommerce-address-suggestions');
    expect(container.getAttribute('role')).toBe('region');
    expect(container.getAttribute('aria-live')).toBe('polite');
    expect(container.style.display).toBe('none');
    expect(input.parentElement?.querySelectorAll(':scope > .address-search-icon')).toHaveLength(1);
    // A screen reader reaching the field hears a collapsed combobox at once; its list is React, drawn
    // when the shopper reaches the field (issue #15).
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe('address_suggestions_billing_list');
    expect(input.closest('.woocommerce-input-wrapper')?.classList.contains('autocomplete-available')).toBe(true);
    expect(document.getElementById('address_suggestions_billing_list')).toBeNull();
    await act(async () => input.focus());
    await vi.waitFor(async () => {
      await act(async () => undefined);
      expect(document.getElementById('address_suggestions_billing_list')?.getAttribute('role')).toBe('listbox');
    }, { timeout: 10_000 });
    expect(input.getAttribute('role')).toBe('combobox');
    await act(async () => unmount());
    expect(document.getElementById('address_suggestions_billing')).toBeNull();
    expect(document.querySelector('.address-search-icon')).toBeNull();
    expect(input.hasAttribute('role')).toBe(false);
  });
});
