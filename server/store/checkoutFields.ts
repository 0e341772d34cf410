import type { AddressKey } from '../catalogue/addressLocale.ts';
import { fieldLocale } from '../catalogue/addressLocale.ts';

export type AddressSection = 'billing' | 'shipping';

export interface CheckoutField {
  key: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'country' | 'state';
  required: boolean;
  priority: number;
  /** form-row-first / form-row-last / form-row-wide plus address-field etc. */
  classes: string[];
  autocomplete: string;
  placeholder?: string;
  /** The label is screen-reader-only (address_2 in WooCommerce 8+). */
  hiddenLabel?: boolean;
  /** The country's locale hides the row (state in DE and FR). */
  hidden?: boolean;
}

const ADDRESS_KEYS: readonly AddressKey[] = ['first_name', 'last_name', 'company', 'country', 'address_1', 'address_2', 'city', 'state', 'postcode'];

function fromLocale(country: string, key: AddressKey): CheckoutField {
  const l = fieldLocale(country, key);
  const type = l.type === 'country' || l.type === 'state' || l.type === 'tel' ? l.type : 'text';
  return {
    key, type, label: l.label ?? key, required: l.required === true, priority: l.priority ?? 0,
    classes: [...(l.class ?? [])], autocomplete: l.autocomplete ?? 'on',
    ...(l.placeholder === undefined ? {} : { placeholder: l.placeholder }),
    ...(l.label_class?.includes('screen-reader-text') === true ? { hiddenLabel: true } : {}),
    ...(l.hidden === true ? { hidden: true } : {}),
  };
}

/**
 * WC_Countries::get_address_fields for a country (default fields with the country's locale applied,
 * sorted by priority) + billing phone/email, as WooCommerce prints them on a page load.
 */
export function checkoutFields(section: AddressSection, country: string): CheckoutField[] {
  const fields = ADDRESS_KEYS.map((key) => fromLocale(country, key));
  if (section === 'billing') {
    fields.push(
      { key: 'phone', label: 'Phone', type: 'tel', required: false, priority: 100, classes: ['form-row-wide'], autocomplete: 'tel' },
      { key: 'email', label: 'Email address', type: 'email', required: true, priority: 110, classes: ['form-row-wide'], autocomplete: 'email' },
    );
  }
  return fields.sort((a, b) => a.priority - b.priority);
}
