import { countries } from '../catalogue/countries.ts';
import type { AddressSection } from './checkoutFields.ts';
import { checkoutFields } from './checkoutFields.ts';

export type Posted = Readonly<Record<string, string>>;

export interface FieldError {
  /** Field id, used as the notice's data-id so checkout.js can link the message to the field. */
  id: string;
  html: string;
}

const SECTION_LABEL: Record<AddressSection, string> = { billing: 'Billing', shipping: 'Shipping' };

export function shipsElsewhere(posted: Posted): boolean {
  return posted['ship_to_different_address'] === '1';
}

export function countryOf(posted: Posted, section: AddressSection): string {
  const value = posted[`${section}_country`] ?? '';
  return value in countries ? value : 'US';
}

/** WC_Checkout::validate_checkout for the address fields: required, email and country checks. */
export function validateCheckout(posted: Posted): FieldError[] {
  const sections: AddressSection[] = shipsElsewhere(posted) ? ['billing', 'shipping'] : ['billing'];
  const errors: FieldError[] = [];
  for (const section of sections) {
    for (const field of checkoutFields(section, countryOf(posted, section))) {
      const id = `${section}_${field.key}`;
      const value = (posted[id] ?? '').trim();
      const name = `<strong>${SECTION_LABEL[section]} ${field.label}</strong>`;
      if (field.required && value === '') errors.push({ id, html: `${name} is a required field.` });
      else if (field.type === 'email' && value !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
        errors.push({ id, html: `${name} is not a valid email address.` });
      } else if (field.type === 'country' && !(value in countries)) {
        errors.push({ id, html: `${name} is not a country we ship to.` });
      }
    }
  }
  return errors;
}
