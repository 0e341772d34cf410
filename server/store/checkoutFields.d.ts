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
export declare function checkoutFields(section: AddressSection, country: string): CheckoutField[];
