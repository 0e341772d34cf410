/** One field's rules in `wc_address_i18n_params.locale`. */
export interface FieldLocale {
  readonly label?: string | undefined;
  readonly placeholder?: string | undefined;
  readonly required?: boolean | undefined;
  readonly hidden?: boolean | undefined;
  readonly priority?: number | undefined;
  readonly class?: readonly string[] | undefined;
}

/** `wc_address_i18n_params.locale`: per country (and `default`), per field key. */
export type AddressLocale = Readonly<Record<string, Readonly<Record<string, FieldLocale>>>>;

export interface CountrySelectConfig {
  /** A country's states from `wc_country_select_params.countries` (state code → name; `{}`: it has none), or undefined when the store knows no list for it. */
  readonly statesOf: (country: string) => Readonly<Record<string, string>> | undefined;
  /** "Select an option…" (i18n_select_state_text). */
  readonly selectStateText: string;
  /** Said and shown when a searchable select's typed text matches nothing (i18n_no_matches; default 'No matches found'). */
  readonly noMatchesText: string;
}

export interface AddressI18nConfig {
  readonly locale: AddressLocale;
  /** locale key → selector of the rows it controls (locale_fields). */
  readonly localeFields: Readonly<Record<string, string>>;
  readonly requiredText: string;
  readonly optionalText: string;
}

export interface CheckoutConfig {
  readonly wcAjaxUrl: string;
  readonly checkoutUrl: string;
  readonly updateOrderReviewNonce: string;
  readonly applyCouponNonce: string;
  readonly removeCouponNonce: string;
  /** HTML shown when the answer to wc-ajax=checkout is unusable (i18n_checkout_error). */
  readonly checkoutErrorHtml: string;
  readonly isCheckout: boolean;
}

export interface CartPageConfig {
  readonly wcAjaxUrl: string;
  readonly updateShippingMethodNonce: string;
  readonly applyCouponNonce: string;
  readonly removeCouponNonce: string;
}
