export type DeviceType = 'Mobile' | 'Tablet' | 'Desktop';

// MobileDetect's verdicts, reduced to the families a drone store's shoppers use: tablets first,
// because Android tablets and iPads also match the generic mobile tokens.
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)|SM-T\d|Android(?!.*\bMobile\b)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini|webOS/i;

/** WooCommerce's `device_type` order meta, derived from the posted user agent (woocommerce-contract s4.2). */
export function deviceType(userAgent: string): DeviceType {
  if (TABLET.test(userAgent)) return 'Tablet';
  if (MOBILE.test(userAgent)) return 'Mobile';
  return 'Desktop';
}
