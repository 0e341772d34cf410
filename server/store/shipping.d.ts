export interface ShippingRate {
    id: string;
    label: string;
    cents: number;
}
/** The store notice promises free ground shipping over $150; otherwise a flat $15. */
export declare const FREE_SHIPPING_THRESHOLD_CENTS = 15000;
export declare function shippingFor(subtotalCents: number): ShippingRate;
