import type { AddressSection, CheckoutField } from '../store/checkoutFields.ts';
/** woocommerce_form_field() markup (reference s7.7). */
export declare function formField(section: AddressSection, field: CheckoutField, value: string, country: string, invalid: boolean): string;
