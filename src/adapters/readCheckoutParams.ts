import * as z from 'zod/mini';
import type { AddressI18nConfig, CartPageConfig, CheckoutConfig, CountrySelectConfig } from '../core/checkout/index.ts';
import { COMBOBOX_NO_MATCHES_TEXT } from '../core/constants/address.ts';
import { IslandConfigError } from '../core/scanner/IslandConfigError.ts';
import { endpointTemplate, localizedBoolean } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';

/** A JSON document inside a localized string (WooCommerce double-encodes these maps). */
function jsonString(name: string, key: string, raw: string): unknown {
  try {
    // address-i18n.js undoes an HTML-escaped encoding the same way.
    return JSON.parse(raw.replace(/&quot;/g, '"'));
  } catch {
    throw new IslandConfigError(name, key, 'is invalid: not JSON');
  }
}

const stateMap = () => z.record(z.string(), z.union([z.record(z.string(), z.string()), z.array(z.unknown())]));

/** One country's entry of the double-encoded map, `[]` read as no states; undefined for a country it does not name. */
function statesIn(raw: string, country: string): Readonly<Record<string, string>> | undefined {
  const map = jsonString('wc_country_select_params', 'countries', raw) as Record<string, Record<string, string> | unknown[]>;
  if (!Object.hasOwn(map, country)) return undefined;
  const list = map[country]!;
  return Array.isArray(list) ? {} : list;
}

/**
 * `wc_country_select_params` (country-select.js). The whole map is validated here, so a malformed one
 * disables the islands at once; it is not kept parsed: every country's states as objects are ~150 KB of
 * heap on a cart or checkout page (real store, heap snapshot), while the validated text stays in the global
 * anyway. A country's states are parsed from that text again when asked (a country change), the last kept.
 */
export function readCountrySelectConfig(source?: object): CountrySelectConfig {
  const params = readGlobal('wc_country_select_params', z.object({ countries: z.string(), i18n_select_state_text: z.optional(z.string()), i18n_no_matches: z.optional(z.string()) }), source);
  const raw = params.countries;
  if (!z.safeParse(stateMap(), jsonString('wc_country_select_params', 'countries', raw)).success) throw new IslandConfigError('wc_country_select_params', 'countries', 'is invalid');
  let last: { country: string; states: Readonly<Record<string, string>> | undefined } | undefined;
  const statesOf = (country: string): Readonly<Record<string, string>> | undefined => {
    if (last?.country !== country) last = { country, states: statesIn(raw, country) };
    return last.states;
  };
  return { statesOf, selectStateText: params.i18n_select_state_text ?? 'Select an option…', noMatchesText: params.i18n_no_matches ?? COMBOBOX_NO_MATCHES_TEXT };
}

const localeSchema = () => {
  const fieldLocale = z.object({
    label: z.optional(z.string()), placeholder: z.optional(z.string()), required: z.optional(z.boolean()),
    hidden: z.optional(z.boolean()), priority: z.optional(z.number()), class: z.optional(z.array(z.string())),
  });
  return z.record(z.string(), z.record(z.string(), fieldLocale));
};

/**
 * PHP encodes an empty array as `[]`: a country with no overrides, or a field whose overrides a plugin unset
 * (ThemeHigh's Checkout Field Editor leaves `"state":[]`), which address-i18n.js reads as an object with no keys.
 */
function emptyListsAsObjects(locale: unknown): unknown {
  if (typeof locale !== 'object' || locale === null || Array.isArray(locale)) return locale;
  const asObject = (value: unknown): unknown => (Array.isArray(value) && value.length === 0 ? {} : value);
  return Object.fromEntries(Object.entries(locale).map(([country, fields]) => {
    const entry = asObject(fields);
    const isMap = typeof entry === 'object' && entry !== null && !Array.isArray(entry);
    return [country, isMap ? Object.fromEntries(Object.entries(entry).map(([field, value]) => [field, asObject(value)])) : entry];
  }));
}

/** `wc_address_i18n_params` (address-i18n.js). */
export function readAddressI18nConfig(source?: object): AddressI18nConfig {
  const name = 'wc_address_i18n_params';
  const params = readGlobal(name, z.object({
    locale: z.string(), locale_fields: z.string(), i18n_required_text: z.optional(z.string()), i18n_optional_text: z.optional(z.string()),
  }), source);
  const locale = z.safeParse(localeSchema(), emptyListsAsObjects(jsonString(name, 'locale', params.locale)));
  if (!locale.success) throw new IslandConfigError(name, 'locale', 'is invalid');
  const fields = z.safeParse(z.record(z.string(), z.string()), jsonString(name, 'locale_fields', params.locale_fields));
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
  const params = readGlobal('wc_checkout_params', z.object({
    wc_ajax_url: endpointTemplate(), checkout_url: z.string(), update_order_review_nonce: z.string(),
    apply_coupon_nonce: z.string(), remove_coupon_nonce: z.string(), i18n_checkout_error: z.optional(z.string()),
    is_checkout: z.optional(localizedBoolean()),
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
  const params = readGlobal('wc_cart_params', z.object({
    wc_ajax_url: endpointTemplate(), update_shipping_method_nonce: z.string(), apply_coupon_nonce: z.string(), remove_coupon_nonce: z.string(),
  }), source);
  return {
    wcAjaxUrl: params.wc_ajax_url, updateShippingMethodNonce: params.update_shipping_method_nonce,
    applyCouponNonce: params.apply_coupon_nonce, removeCouponNonce: params.remove_coupon_nonce,
  };
}
