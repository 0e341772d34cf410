import { addressLabels } from '../catalogue/countries.ts';

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
}

/** WC_Countries::get_default_address_fields + billing phone/email, with the store's country labels. */
export function checkoutFields(section: AddressSection, country: string): CheckoutField[] {
  const labels = addressLabels(country);
  const fields: CheckoutField[] = [
    { key: 'first_name', label: 'First name', type: 'text', required: true, priority: 10, classes: ['form-row-first'], autocomplete: 'given-name' },
    { key: 'last_name', label: 'Last name', type: 'text', required: true, priority: 20, classes: ['form-row-last'], autocomplete: 'family-name' },
    { key: 'company', label: 'Company name', type: 'text', required: false, priority: 30, classes: ['form-row-wide'], autocomplete: 'organization' },
    { key: 'country', label: 'Country / Region', type: 'country', required: true, priority: 40, classes: ['form-row-wide', 'address-field', 'update_totals_on_change'], autocomplete: 'country' },
    { key: 'address_1', label: 'Street address', type: 'text', required: true, priority: 50, classes: ['form-row-wide', 'address-field'], autocomplete: 'address-line1', placeholder: 'House number and street name' },
    { key: 'address_2', label: 'Apartment, suite, unit, etc.', type: 'text', required: false, priority: 60, classes: ['form-row-wide', 'address-field'], autocomplete: 'address-line2', placeholder: 'Apartment, suite, unit, etc. (optional)', hiddenLabel: true },
    { key: 'city', label: 'Town / City', type: 'text', required: true, priority: 70, classes: ['form-row-wide', 'address-field'], autocomplete: 'address-level2' },
    { key: 'state', label: labels.state, type: 'state', required: country === 'US', priority: 80, classes: ['form-row-wide', 'address-field'], autocomplete: 'address-level1' },
    { key: 'postcode', label: labels.postcode, type: 'text', required: true, priority: 90, classes: ['form-row-wide', 'address-field'], autocomplete: 'postal-code' },
  ];
  if (section === 'billing') {
    fields.push(
      { key: 'phone', label: 'Phone', type: 'tel', required: false, priority: 100, classes: ['form-row-wide'], autocomplete: 'tel' },
      { key: 'email', label: 'Email address', type: 'email', required: true, priority: 110, classes: ['form-row-wide'], autocomplete: 'email' },
    );
  }
  return fields;
}
