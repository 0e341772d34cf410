import { describe, expect, it } from 'vitest';
import { readAddressI18nConfig, readAddressI18nConfigIfPrinted, readCartPageConfig, readCheckoutConfig, readCountrySelectConfig } from '../readCheckoutParams.ts';

describe('cart and checkout globals', () => {
  it('reads the country → states map WooCommerce double-encodes, [] meaning no states', () => {
    const config = readCountrySelectConfig({ wc_country_select_params: { countries: '{"US":{"CA":"California"},"GB":[]}', i18n_select_state_text: 'Pick…' } });
    expect(config.statesOf('US')).toEqual({ CA: 'California' });
    expect(config.statesOf('GB')).toEqual({});
    expect(config.statesOf('FR')).toBeUndefined();
    expect(config.selectStateText).toBe('Pick…');
  });

  it('validates every country\'s states when read, and answers later lookups from the text it validated', () => {
    expect(() => readCountrySelectConfig({ wc_country_select_params: { countries: '{"US":{"CA":"California"},"GB":5}' } })).toThrow('wc_country_select_params.countries is invalid');
    const params = { countries: '{"US":{"CA":"California"},"CA":{"ON":"Ontario"}}' };
    const config = readCountrySelectConfig({ wc_country_select_params: params });
    params.countries = '{"US":{"NY":"New York"}}';
    expect(config.statesOf('CA')).toEqual({ ON: 'Ontario' });
    expect(config.statesOf('US')).toEqual({ CA: 'California' });
    expect(config.statesOf('US')).toBe(config.statesOf('US'));
  });

  it('knows no states for a name only objects have (a country select option of `constructor`)', () => {
    const config = readCountrySelectConfig({ wc_country_select_params: { countries: '{"US":{"CA":"California"}}' } });
    expect(config.statesOf('constructor')).toBeUndefined();
    expect(config.statesOf('__proto__')).toBeUndefined();
  });

  it('names the global and key of a malformed value', () => {
    expect(() => readCountrySelectConfig({ wc_country_select_params: { countries: '{not json' } })).toThrow('wc_country_select_params.countries is invalid');
    expect(() => readAddressI18nConfig({ wc_address_i18n_params: { locale: '{}', locale_fields: '[1]' } })).toThrow('wc_address_i18n_params.locale_fields is invalid');
    expect(() => readCheckoutConfig({ wc_checkout_params: { wc_ajax_url: '/?wc-ajax=x' } })).toThrow(/wc_checkout_params\.wc_ajax_url/);
    expect(() => readCartPageConfig({})).toThrow('wc_cart_params is missing');
  });

  it('reads wc_checkout_params with WooCommerce\'s localized booleans', () => {
    const config = readCheckoutConfig({ wc_checkout_params: {
      wc_ajax_url: '/?wc-ajax=%%endpoint%%', checkout_url: '/?wc-ajax=checkout', update_order_review_nonce: 'a',
      apply_coupon_nonce: 'b', remove_coupon_nonce: 'c', is_checkout: '1', i18n_checkout_error: 'Oops',
    } });
    expect(config).toMatchObject({ checkoutUrl: '/?wc-ajax=checkout', isCheckout: true, checkoutErrorHtml: 'Oops' });
  });

  it("reads PHP's empty arrays in the address locale as no overrides, as address-i18n.js does (a field editor's unset field, a country with none)", () => {
    const locale = JSON.stringify({ AL: { state: [] }, AX: { postcode: [], state: { required: false, hidden: true } }, ZZ: [] });
    expect(readAddressI18nConfig({ wc_address_i18n_params: { locale, locale_fields: '{}' } }).locale).toEqual({ AL: { state: {} }, AX: { postcode: {}, state: { required: false, hidden: true } }, ZZ: {} });
    expect(() => readAddressI18nConfig({ wc_address_i18n_params: { locale: JSON.stringify({ AL: { state: [1] } }), locale_fields: '{}' } })).toThrow('wc_address_i18n_params.locale is invalid');
  });

  it('takes no address locale where WooCommerce printed none (the cart\'s shipping calculator), but still names a malformed one', () => {
    expect(readAddressI18nConfigIfPrinted({})).toBeNull();
    expect(readAddressI18nConfigIfPrinted({ wc_address_i18n_params: { locale: '{}', locale_fields: '{}' } })).toMatchObject({ locale: {}, localeFields: {} });
    expect(() => readAddressI18nConfigIfPrinted({ wc_address_i18n_params: { locale: '{}' } })).toThrow(/wc_address_i18n_params\.locale_fields/);
  });
});
