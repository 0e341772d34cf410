import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAddressI18nConfig, readCountrySelectConfig } from '../../../adapters/readCheckoutParams.ts';
import { applyAddressLocale } from '../applyAddressLocale.ts';
import { applyCountryToState } from '../applyCountryToState.ts';

/** The real WooCommerce 11 classic checkout (store selling to US and CA) and its localized globals. */
const CHECKOUT_HTML = readFileSync(resolve(import.meta.dirname, '../../../../fixtures/real-wc/checkout-classic.html'), 'utf8');

function localized(name: string): object {
  const line = CHECKOUT_HTML.split('\n').find((l) => l.startsWith(`var ${name} = `)) ?? '';
  return { [name]: JSON.parse(line.slice(`var ${name} = `.length, -1)) as unknown };
}

const countries = readCountrySelectConfig(localized('wc_country_select_params'));
const i18n = readAddressI18nConfig(localized('wc_address_i18n_params'));

let billing: HTMLElement;
beforeEach(() => {
  const start = CHECKOUT_HTML.indexOf('<form name="checkout"');
  const end = CHECKOUT_HTML.indexOf('</form>', start) + '</form>'.length;
  // Without scripts: happy-dom would try to fetch them.
  document.body.innerHTML = CHECKOUT_HTML.slice(start, end).replace(/<script[\s\S]*?<\/script>/g, '');
  billing = document.querySelector<HTMLElement>('.woocommerce-billing-fields')!;
});

const label = (id: string): string => document.querySelector(`label[for="${id}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('country, state and address locale on the real checkout', () => {
  it('turns the state field into the province select for Canada and relabels state and postcode', () => {
    expect(applyCountryToState(billing, 'CA', countries)).toBe('select');
    applyAddressLocale(billing, 'CA', i18n);
    const state = document.querySelector<HTMLSelectElement>('#billing_state')!;
    expect(state.tagName).toBe('SELECT');
    expect(state.name).toBe('billing_state');
    expect([...state.options].map((o) => o.textContent)).toContain('Ontario');
    expect(label('billing_state')).toBe('Province *');
    expect(label('billing_postcode')).toBe('Postal code *');
  });

  it('keeps the chosen state when the new list still has it, and clears it otherwise', () => {
    const state = document.querySelector<HTMLSelectElement>('#billing_state')!;
    applyCountryToState(billing, 'US', countries);
    state.value = 'NE';
    applyCountryToState(billing, 'US', countries);
    expect(document.querySelector<HTMLSelectElement>('#billing_state')!.value).toBe('NE');
    applyCountryToState(billing, 'CA', countries);
    expect(document.querySelector<HTMLSelectElement>('#billing_state')!.value).toBe('');
  });

  it('gives a country the store has no list for a text field, and a country without states a hidden one', () => {
    expect(applyCountryToState(billing, 'FR', countries)).toBe('text');
    expect(document.querySelector<HTMLInputElement>('#billing_state')!.type).toBe('text');
    expect(applyCountryToState(billing, 'FR', countries)).toBeNull();
    const withEmpty = { ...countries, statesOf: (country: string) => (country === 'GB' ? {} : countries.statesOf(country)) };
    expect(applyCountryToState(billing, 'GB', withEmpty)).toBe('hidden');
    expect(document.querySelector<HTMLInputElement>('#billing_state')!.type).toBe('hidden');
    expect(document.querySelector<HTMLElement>('#billing_state_field')!.style.display).toBe('none');
  });

  it('marks fields optional or required by locale and re-orders rows by priority', () => {
    const locale = { ...i18n.locale, FR: { state: { required: false }, postcode: { priority: 65 } } };
    applyAddressLocale(billing, 'FR', { ...i18n, locale });
    const row = document.querySelector('#billing_state_field')!;
    expect(row.classList.contains('validate-required')).toBe(false);
    expect(row.querySelector('.optional')?.textContent).toBe('(optional)');
    expect(document.querySelector('#billing_state')?.hasAttribute('aria-required')).toBe(false);
    const ids = [...document.querySelectorAll('.woocommerce-billing-fields__field-wrapper > .form-row')].map((r) => r.id);
    expect(ids.indexOf('billing_postcode_field')).toBeLessThan(ids.indexOf('billing_city_field'));
    applyAddressLocale(billing, 'US', i18n);
    expect(document.querySelector('#billing_state_field .required')).not.toBeNull();
    const back = [...document.querySelectorAll('.woocommerce-billing-fields__field-wrapper > .form-row')].map((r) => r.id);
    expect(back.indexOf('billing_postcode_field')).toBeGreaterThan(back.indexOf('billing_city_field'));
  });
});
