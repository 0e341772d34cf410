import type { AddressI18nConfig, CartPageConfig, CheckoutConfig, CountrySelectConfig } from '../core/checkout/index.ts';
import { COMBOBOX_NO_MATCHES_TEXT } from '../core/constants/address.ts';
import { IslandConfigError } from '../core/scanner/IslandConfigError.ts';
import { endpointTemplate, localizedBoolean } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';
import * as v from './validate/index.ts';

/** A JSON document inside a localized string (WooCommerce double-encodes these maps). */
function jsonString(name: string, key: string, raw: string): unknown {
  try {
    // address-i18n.js undoes an HTML-escaped encoding the same way.
    return JSON.parse(raw.replace(/&quot;/g, '"'));
  } catch {
    throw new IslandConfigError(name, key, 'is invalid: not JSON');
  }
}

const stateMap = () => v.record(v.union(v.record(v.string()), v.array(v.unknown())));

/** `wc_country_select_params` (country-select.js). An empty list `[]` means a country without states. */
export function readCountrySelectConfig(source?: object): CountrySelectConfig {
  const params = readGlobal('wc_country_select_params', v.object({ countries: v.string(), i18n_select_state_text: v.optional(v.string()), i18n_no_matches: v.optional(v.string()) }), source);
  const parsed = v.safeParse(stateMap(), jsonString('wc_country_select_params', 'countries', params.countries));
  if (!parsed.success) throw new IslandConfigError('wc_country_select_params', 'countries', 'is invalid');
  const states = Object.fromEntries(Object.entries(parsed.data).map(([c, list]) => [c, Array.isArray(list) ? {} : list]));
  return { states, selectStateText: params.i18n_select_state_text ?? 'Select an option…', noMatchesText: params.i18n_no_matches ?? COMBOBOX_NO_MATCHES_TEXT };
}

const localeSchema = () => {
  const fieldLocale = v.object({
    label: v.optional(v.string()), placeholder: v.optional(v.string()), required: v.optional(v.boolean()),
    hidden: v.optional(v.boolean()), priority: v.optional(v.number()), class: v.optional(v.array(v.string())),
  });
  return v.record(v.record(fieldLocale));
};

/** `wc_address_i18n_params` (address-i18n.js). */
export function readAddressI18nConfig(source?: object): AddressI18nConfig {
  const name = 'wc_address_i18n_params';
  const params = readGlobal(name, v.object({
    locale: v.string(), locale_fields: v.string(), i18n_required_text: v.optional(v.string()), i18n_optional_text: v.optional(v.string()),
  }), source);
  const locale = v.safeParse(localeSchema(), jsonString(name, 'locale', params.locale));
  if (!locale.success) throw new IslandConfigError(name, 'locale', 'is invalid');
  const fields = v.safeParse(v.record(v.string()), jsonString(name, 'locale_fields', params.locale_fields));
  if (!fields.success) throw new IslandConfigError(name, 'locale_fields', 'is invalid');
  return { locale: locale.data, localeFields: fields.data, requiredText: params.i18n_required_text ?? 'required', optionalText: params.i18n_optional_text ?? 'optional' };
}

/**
 * `wc_address_i18n_params` where WooCommerce printed it, else null: WooCommerce enqueues address-i18n.js
 * with the checkout and my-account forms, but the cart's shipping calculator gets country-select.js
 * alone (seen on a real WooCommerce 11 cart page), so there the states follow the country and no
 * locale applies. Printed but malformed still throws.
 */
export function readAddressI18nConfigIfPrinted(source: object = globalThis): AddressI18nConfig | null {
  const value: unknown = (source as Record<string, unknown>)['wc_address_i18n_params'];
  return value === undefined || value === null ? null : readAddressI18nConfig(source);
}

/** `wc_checkout_params` (checkout.js). */
export function readCheckoutConfig(source?: object): CheckoutConfig {
  const params = readGlobal('wc_checkout_params', v.object({
    wc_ajax_url: endpointTemplate(), checkout_url: v.string(), update_order_review_nonce: v.string(),
    apply_coupon_nonce: v.string(), remove_coupon_nonce: v.string(), i18n_checkout_error: v.optional(v.string()),
    is_checkout: v.optional(localizedBoolean()),
  }), source);
  return {
    wcAjaxUrl: params.wc_ajax_url, checkoutUrl: params.checkout_url, updateOrderReviewNonce: params.update_order_review_nonce,
    applyCouponNonce: params.apply_coupon_nonce, removeCouponNonce: params.remove_coupon_nonce,
    checkoutErrorHtml: params.i18n_checkout_error ?? 'There was an error processing your order.',
    isCheckout: params.is_checkout ?? true,
  };
}

/** `wc_cart_params` (cart.js). */
export function readCartPageConfig(source?: object): CartPageConfig {
  const params = readGlobal('wc_cart_params', v.object({
    wc_ajax_url: endpointTemplate(), update_shipping_method_nonce: v.string(), apply_coupon_nonce: v.string(), remove_coupon_nonce: v.string(),
  }), source);
  return {
    wcAjaxUrl: params.wc_ajax_url, updateShippingMethodNonce: params.update_shipping_method_nonce,
    applyCouponNonce: params.apply_coupon_nonce, removeCouponNonce: params.remove_coupon_nonce,
  };
}
