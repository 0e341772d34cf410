export interface ShippingRate {
  id: string;
  label: string;
  cents: number;
}

/** The store notice promises free ground shipping over $150; otherwise a flat $15. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 15000;

export function shippingFor(subtotalCents: number): ShippingRate {
  return subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS
    ? { id: 'free_shipping:2', label: 'Free shipping', cents: 0 }
    : { id: 'flat_rate:1', label: 'Flat rate', cents: 1500 };
}
