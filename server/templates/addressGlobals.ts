import { countryLocales, defaultLocale, localeFields } from '../catalogue/addressLocale.ts';
import { countryStates } from '../catalogue/countries.ts';
import { localizeScript } from './globals.ts';

/**
 * The data country-select.js and address-i18n.js are localized with, printed on every page with an
 * address form (cart calculator, checkout). Both maps travel as JSON strings inside the JSON, as
 * WooCommerce sends them (wp_json_encode inside wp_localize_script).
 */
export function addressScriptGlobals(): string {
  return localizeScript('wc-country-select', [['wc_country_select_params', {
    countries: JSON.stringify(countryStates),
    i18n_select_state_text: 'Select an option…',
    i18n_no_matches: 'No matches found',
    i18n_ajax_error: 'Loading failed',
    i18n_input_too_short_1: 'Please enter 1 or more characters',
    i18n_input_too_short_n: 'Please enter %qty% or more characters',
    i18n_searching: 'Searching…',
  }]]) + localizeScript('wc-address-i18n', [['wc_address_i18n_params', {
    locale: JSON.stringify({ ...countryLocales, default: defaultLocale }),
    locale_fields: JSON.stringify(localeFields),
    i18n_required_text: 'required',
    i18n_optional_text: 'optional',
  }]]);
}
