import { countries, countryStates } from '../catalogue/countries.ts';
import type { AddressSection, CheckoutField } from '../store/checkoutFields.ts';
import { escapeAttr, escapeHtml } from './escape.ts';

function options(map: Readonly<Record<string, string>>, selected: string, placeholder: string): string {
  const items = Object.entries(map)
    .map(([code, name]) => `<option value="${code}" ${code === selected ? " selected='selected'" : ''}>${escapeHtml(name)}</option>`)
    .join('');
  return `<option value="">${placeholder}</option>${items}`;
}

function control(section: AddressSection, field: CheckoutField, id: string, value: string, country: string): string {
  const required = field.required ? ' aria-required="true"' : '';
  const autocomplete = `autocomplete="section-${section} ${section} ${field.autocomplete}"`;
  if (field.type === 'country') {
    return `<select name="${id}" id="${id}" class="country_to_state country_select "${required} ${autocomplete} data-placeholder="Select a country / region&hellip;" data-label="Country / Region">${options(countries, value || country, 'Select a country / region&hellip;')}</select>`
      // Without JavaScript the state field cannot switch between select and text: WooCommerce offers this button.
      + '<noscript><button type="submit" name="woocommerce_checkout_update_totals" value="Update country / region">Update country / region</button></noscript>';
  }
  const states = field.type === 'state' ? countryStates[country] : undefined;
  if (states !== undefined && Object.keys(states).length === 0) {
    // A country without states: WooCommerce prints a hidden, read-only input in a hidden row.
    return `<input type="hidden" class="hidden" name="${id}" id="${id}" value="" ${autocomplete} readonly="readonly" data-input-classes="" />`;
  }
  if (states !== undefined) {
    return `<select name="${id}" id="${id}" class="state_select "${required} ${autocomplete} data-placeholder="Select an option&hellip;"  data-input-classes="" data-label="${escapeAttr(field.label)}">${options(states, value, 'Select an option&hellip;')}</select>`;
  }
  const type = field.type === 'state' ? 'text' : field.type;
  const placeholder = field.placeholder === undefined ? '' : escapeAttr(field.placeholder);
  return `<input type="${type}" class="input-text " name="${id}" id="${id}" placeholder="${placeholder}"  value="${escapeAttr(value)}"${required} ${autocomplete} />`;
}

/** woocommerce_form_field() markup (reference s7.7). */
export function formField(section: AddressSection, field: CheckoutField, value: string, country: string, invalid: boolean): string {
  const id = `${section}_${field.key}`;
  const rowClasses = ['form-row', ...field.classes];
  if (field.required) rowClasses.push('validate-required');
  if (field.key === 'state') rowClasses.push('validate-state');
  if (field.key === 'postcode') rowClasses.push('validate-postcode');
  if (field.type === 'tel') rowClasses.push('validate-phone');
  if (field.type === 'email') rowClasses.push('validate-email');
  if (invalid) rowClasses.push('woocommerce-invalid', 'woocommerce-invalid-required-field');
  const mark = field.required
    ? '&nbsp;<span class="required" aria-hidden="true">*</span>'
    : '&nbsp;<span class="optional">(optional)</span>';
  const labelClass = field.hiddenLabel === true ? 'screen-reader-text' : field.required ? 'required_field' : '';
  const states = field.type === 'state' ? countryStates[country] : undefined;
  const hiddenRow = states !== undefined && Object.keys(states).length === 0 ? ' style="display: none"' : '';
  return `<p class="${rowClasses.join(' ')}" id="${id}_field"${hiddenRow} data-priority="${field.priority}"><label for="${id}" class="${labelClass}">${escapeHtml(field.label)}${mark}</label><span class="woocommerce-input-wrapper">${control(section, field, id, value, country)}</span></p>`;
}
