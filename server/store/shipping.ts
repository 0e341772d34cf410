export interface ShippingRate {
  id: string;
  label: string;
  cents: number;
}

/** The store notice promises free ground shipping over $150; otherwise a flat $15. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 15000;

/** Local pickup at the Lincoln warehouse: always offered, always free. */
export const LOCAL_PICKUP: ShippingRate = { id: 'local_pickup:3', label: 'Local pickup', cents: 0 };

/** The delivery rate of the shipping zone (flat rate, or free shipping above the threshold). */
export function shippingFor(subtotalCents: number): ShippingRate {
  return subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS
    ? { id: 'free_shipping:2', label: 'Free shipping', cents: 0 }
    : { id: 'flat_rate:1', label: 'Flat rate', cents: 1500 };
}

/** Every rate the shopper may choose, delivery first (WooCommerce lists rates in zone order). */
export function shippingRates(subtotalCents: number): ShippingRate[] {
  return [shippingFor(subtotalCents), LOCAL_PICKUP];
}
