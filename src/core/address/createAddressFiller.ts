import type { SelectedAddress } from './types.ts';

/** The fields a picked address fills, by key (spec s3 'Address'). */
export type AddressFieldKey = 'country' | 'address_1' | 'address_2' | 'city' | 'postcode' | 'state';

export type AddressField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface AddressFillerOptions {
  /** Looks a field up now: the checkout may rebuild the state field after a country change. */
  readonly findField: (key: AddressFieldKey) => AddressField | null;
  /** Sets a value and tells the page's scripts (change events). */
  readonly setFieldValue: (field: AddressField, value: string) => void;
  /** Delay before the dependent fields; spec s9: 50 ms. */
  readonly dependentDelayMs: number;
}

export interface AddressFiller {
  fill(address: SelectedAddress): void;
  /** Drops a pending second step (unmount). */
  cancel(): void;
}

const FIRST: readonly AddressFieldKey[] = ['country', 'address_1'];
const DEPENDENT: readonly AddressFieldKey[] = ['address_2', 'city', 'postcode', 'state'];

function provided(address: SelectedAddress, key: AddressFieldKey): string {
  const value: unknown = address[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Fills a section from a picked address (spec s4 'Address suggestions list'): country and address_1
 * first, so the checkout can rebuild the state field for the new country, then address_2, city,
 * postcode and state after the delay. A dependent field the address lacks is cleared when it holds a
 * value, so no part of the previous address survives.
 */
export function createAddressFiller(options: AddressFillerOptions): AddressFiller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = (address: SelectedAddress, key: AddressFieldKey): void => {
    const field = options.findField(key);
    const value = provided(address, key);
    if (field && (value !== '' || field.value !== '')) options.setFieldValue(field, value);
  };
  return {
    fill(address) {
      for (const key of FIRST) if (provided(address, key) !== '') apply(address, key);
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        for (const key of DEPENDENT) apply(address, key);
      }, options.dependentDelayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
