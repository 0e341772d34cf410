/**
 * WC_Countries::get_country_locale() for the store's countries, the shape WooCommerce localizes as
 * `wc_address_i18n_params.locale`: a `default` entry (WC_Countries::get_default_address_fields) and per
 * country only what differs. The server builds its forms from the same data, so the page printed
 * without JavaScript and the one the address-i18n island rearranges agree.
 */
export interface FieldLocale {
  label?: string;
  placeholder?: string;
  required?: boolean;
  hidden?: boolean;
  priority?: number;
  class?: string[];
  label_class?: string[];
  type?: string;
  validate?: string[];
  autocomplete?: string;
}

export type AddressKey = 'first_name' | 'last_name' | 'company' | 'country' | 'address_1' | 'address_2' | 'city' | 'state' | 'postcode' | 'phone';

export type CountryLocale = Partial<Record<AddressKey, FieldLocale>>;

export const defaultLocale: Readonly<Record<AddressKey, FieldLocale>> = {
  first_name: { label: 'First name', required: true, class: ['form-row-first'], autocomplete: 'given-name', priority: 10 },
  last_name: { label: 'Last name', required: true, class: ['form-row-last'], autocomplete: 'family-name', priority: 20 },
  company: { label: 'Company name', required: false, class: ['form-row-wide'], autocomplete: 'organization', priority: 30 },
  country: { type: 'country', label: 'Country / Region', required: true, class: ['form-row-wide', 'address-field', 'update_totals_on_change'], autocomplete: 'country', priority: 40, hidden: false },
  address_1: { label: 'Street address', placeholder: 'House number and street name', required: true, class: ['form-row-wide', 'address-field'], autocomplete: 'address-line1', priority: 50 },
  address_2: { label: 'Apartment, suite, unit, etc.', label_class: ['screen-reader-text'], placeholder: 'Apartment, suite, unit, etc. (optional)', class: ['form-row-wide', 'address-field'], autocomplete: 'address-line2', priority: 60, required: false },
  city: { label: 'Town / City', required: true, class: ['form-row-wide', 'address-field'], autocomplete: 'address-level2', priority: 70 },
  state: { type: 'state', label: 'State / County', required: true, class: ['form-row-wide', 'address-field'], validate: ['state'], autocomplete: 'address-level1', priority: 80 },
  postcode: { label: 'Postcode / ZIP', required: true, class: ['form-row-wide', 'address-field'], validate: ['postcode'], autocomplete: 'postal-code', priority: 90 },
  phone: { label: 'Phone', required: false, type: 'tel', class: ['form-row-wide'], validate: ['phone'], autocomplete: 'tel', priority: 100 },
};

/** Per-country differences, as WooCommerce 11 ships them for these countries. */
export const countryLocales: Readonly<Record<string, CountryLocale>> = {
  US: { postcode: { label: 'ZIP Code' }, state: { label: 'State' } },
  CA: { postcode: { label: 'Postal code' }, state: { label: 'Province' } },
  GB: { postcode: { label: 'Postcode' }, state: { label: 'County', required: false } },
  DE: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
  FR: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
  JP: {
    last_name: { class: ['form-row-first'], priority: 10 },
    first_name: { class: ['form-row-last'], priority: 20 },
    postcode: { class: ['form-row-first', 'address-field'], priority: 65 },
    state: { label: 'Prefecture', class: ['form-row-last', 'address-field'], priority: 66 },
    city: { priority: 67 },
    address_1: { priority: 68 },
    address_2: { priority: 69 },
  },
  ES: { state: { label: 'Province' } },
  AU: { city: { label: 'Suburb' }, postcode: { label: 'Postcode' }, state: { label: 'State' } },
};

/** One field's locale for a country: the default merged with the country's entry (address-i18n does the same). */
export function fieldLocale(country: string, key: AddressKey): FieldLocale {
  return { ...defaultLocale[key], ...countryLocales[country]?.[key] };
}

/** `locale_fields`: which rows each locale key controls, in every address form (checkout, calculator, account). */
export const localeFields: Readonly<Record<string, string>> = {
  address_1: '#billing_address_1_field, #shipping_address_1_field',
  address_2: '#billing_address_2_field, #shipping_address_2_field',
  state: '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
  postcode: '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
  city: '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
  country: '#billing_country_field, #shipping_country_field, #calc_shipping_country_field',
  phone: '#billing_phone_field, #shipping_phone_field',
};
