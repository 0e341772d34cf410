import type { ShippingRate } from '../store/shipping.ts';
/** cart-shipping.php with one available method: a hidden input instead of radios. */
export declare function shippingRow(rate: ShippingRate): string;
