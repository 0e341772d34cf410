import type { AddressSection } from './checkoutFields.ts';
export type Posted = Readonly<Record<string, string>>;
export interface FieldError {
    /** Field id, used as the notice's data-id so checkout.js can link the message to the field. */
    id: string;
    html: string;
}
export declare function shipsElsewhere(posted: Posted): boolean;
export declare function countryOf(posted: Posted, section: AddressSection): string;
/** WC_Checkout::validate_checkout for the address fields: required, email and country checks. */
export declare function validateCheckout(posted: Posted): FieldError[];
