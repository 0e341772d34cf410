import { deviceFromUserAgent } from '../../src/core/analytics/deviceFromUserAgent.ts';

export type DeviceType = 'Mobile' | 'Tablet' | 'Desktop';

const LABELS = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' } as const;

/**
 * WooCommerce's `device_type` order meta, derived from the posted user agent (woocommerce-contract
 * s4.2): the same device families the bundle's analytics uses, in WooCommerce's capitalised labels.
 */
export function deviceType(userAgent: string): DeviceType {
  return LABELS[deviceFromUserAgent(userAgent)];
}
