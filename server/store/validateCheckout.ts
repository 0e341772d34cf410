import type { Posted } from './posted.ts';
import { paidDemoGateway } from './demoGateways.ts';
import { countries, countryStates } from '../catalogue/countries.ts';
import type { AddressSection } from './checkoutFields.ts';
import { checkoutFields } from './checkoutFields.ts';
import { isValidPostcode } from './postcodes.ts';

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

function fieldError(id: string, name: string, type: string, value: string, country: string): string | null {
  if (type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return `${name} is not a valid email address.`;
  if (type === 'tel' && value.replace(/[\s#0-9_\-+/().]/g, '') !== '') return `${name} is not a valid phone number.`;
  if (type === 'country' && !(value in countries)) return `${name} is not a country we ship to.`;
  if (id.endsWith('_postcode') && !isValidPostcode(country, value)) return `${name} is not a valid postcode / ZIP.`;
  const states = countryStates[country];
  if (type === 'state' && states !== undefined && Object.keys(states).length > 0 && !(value in states)) {
    return `${name} is not valid. Please enter one of the following: ${Object.values(states).join(', ')}`;
  }
  return null;
}

/** WC_Checkout::validate_posted_data + validate_checkout: required, email, phone, postcode and state checks. */
export function validateCheckout(posted: Posted): FieldError[] {
  const sections: AddressSection[] = shipsElsewhere(posted) ? ['billing', 'shipping'] : ['billing'];
  const errors: FieldError[] = [];
  for (const section of sections) {
    const country = countryOf(posted, section);
    for (const field of checkoutFields(section, country)) {
      const id = `${section}_${field.key}`;
      const value = (posted[id] ?? '').trim();
      const name = `<strong>${SECTION_LABEL[section]} ${field.label}</strong>`;
      if (field.required && value === '') errors.push({ id, html: `${name} is a required field.` });
      else if (value !== '') {
        const message = fieldError(id, name, field.type, value, country);
        if (message !== null) errors.push({ id, html: message });
      }
    }
  }
  // WC_Checkout::validate_checkout: the terms box, when printed (`terms-field`), must be ticked.
  if (posted['terms-field'] === '1' && posted['terms'] === undefined) {
    errors.push({ id: 'terms', html: 'Please read and accept the terms and conditions to proceed with your order.' });
  }
  if (posted['payment_method'] !== undefined && !['cheque', 'cod'].includes(posted['payment_method']) && paidDemoGateway(posted) === undefined) {
    errors.push({ id: 'payment_method', html: 'Invalid payment method.' });
  }
  return errors;
}
