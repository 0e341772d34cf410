/** Countries the store sells to (WooCommerce names), and the ones with a state dropdown. */
export declare const countries: Readonly<Record<string, string>>;
export declare const usStates: Readonly<Record<string, string>>;
/** Address labels per country (a slice of wc_address_i18n_params.locale). */
export declare function addressLabels(country: string): {
    state: string;
    postcode: string;
};
