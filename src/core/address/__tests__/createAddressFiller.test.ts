import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAddressFiller } from '../createAddressFiller.ts';
import type { AddressField, AddressFieldKey } from '../createAddressFiller.ts';

const KEYS: AddressFieldKey[] = ['country', 'address_1', 'address_2', 'city', 'postcode', 'state'];

function setup(initial: Partial<Record<AddressFieldKey, string>> = {}) {
  const fields = new Map<AddressFieldKey, HTMLInputElement>();
  for (const key of KEYS) {
    const input = document.createElement('input');
    input.value = initial[key] ?? '';
    fields.set(key, input);
  }
  const order: string[] = [];
  const setFieldValue = vi.fn((field: AddressField, value: string) => {
    field.value = value;
    order.push([...fields].find(([, f]) => f === field)?.[0] ?? '?');
  });
  const filler = createAddressFiller({ findField: (key) => fields.get(key) ?? null, setFieldValue, dependentDelayMs: 50 });
  const value = (key: AddressFieldKey) => fields.get(key)?.value;
  return { filler, order, value, setFieldValue, fields };
}

describe('filling a picked address (spec s4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fills country and address_1 first, then address_2, city, postcode and state 50 ms later', () => {
    const { filler, order, value } = setup();
    filler.fill({ country: 'US', address_1: '123 Main Street', address_2: 'Suite 5', city: 'City', postcode: '12345', state: 'CA' });
    expect(order).toEqual(['country', 'address_1']);
    vi.advanceTimersByTime(49);
    expect(value('city')).toBe('');
    vi.advanceTimersByTime(1);
    expect(order).toEqual(['country', 'address_1', 'address_2', 'city', 'postcode', 'state']);
    expect(value('state')).toBe('CA');
  });

  it('clears dependent fields the provider does not return, but only those holding a value', () => {
    const { filler, value, order } = setup({ address_2: 'Old flat', city: 'Old town', postcode: '' });
    filler.fill({ country: 'US', address_1: '1 New Road', state: 'NY' });
    vi.advanceTimersByTime(50);
    expect(value('address_2')).toBe('');
    expect(value('city')).toBe('');
    expect(order).toEqual(['country', 'address_1', 'address_2', 'city', 'state']);
  });

  it('handles partial data without touching country or address_1', () => {
    const { filler, value } = setup({ country: 'GB', address_1: 'Kept' });
    filler.fill({ city: 'Town' });
    vi.advanceTimersByTime(50);
    expect(value('country')).toBe('GB');
    expect(value('address_1')).toBe('Kept');
    expect(value('city')).toBe('Town');
  });

  it('looks fields up again for the second step (the state field may have been rebuilt)', () => {
    const { filler, fields } = setup();
    filler.fill({ country: 'US', state: 'CA' });
    const rebuilt = document.createElement('input');
    fields.set('state', rebuilt);
    vi.advanceTimersByTime(50);
    expect(rebuilt.value).toBe('CA');
  });

  it('a second pick within 50 ms replaces the first pick\'s pending step', () => {
    const { filler, value } = setup();
    filler.fill({ city: 'First' });
    filler.fill({ city: 'Second' });
    vi.advanceTimersByTime(50);
    expect(value('city')).toBe('Second');
  });
});
