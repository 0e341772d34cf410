import { ORDER_ATTRIBUTION_GLOBAL } from './readOrderAttributionParams.ts';

/** WooCommerce's `window.wc_order_attribution` methods that consent plugins call (contract s4.4). */
export interface OrderAttributionApi {
  /** Turns tracking on (records this page) or off (clears the cookies and empties the values). */
  setOrderTracking(allow: boolean): void;
  /** The current values, one per field; every value null while tracking is off. */
  getAttributionData(): Record<string, string | null>;
}

type MutableGlobal = Record<string, unknown> & { params?: Record<string, unknown> };

function globalObject(source: object): MutableGlobal | undefined {
  const value = (source as Record<string, unknown>)[ORDER_ATTRIBUTION_GLOBAL];
  return typeof value === 'object' && value !== null ? (value as MutableGlobal) : undefined;
}

/**
 * Puts the API on the store's own `wc_order_attribution` object, so WooCommerce's consent
 * integration and third-party consent managers keep working with the legacy script gone.
 */
export function exposeOrderAttributionApi(api: OrderAttributionApi, source: object = globalThis): void {
  const target = globalObject(source);
  if (!target) return;
  target.setOrderTracking = (allow: unknown) => api.setOrderTracking(Boolean(allow));
  target.getAttributionData = () => api.getAttributionData();
}

/** Mirrors the state into `params.allowTracking`, as WooCommerce's setOrderTracking does. */
export function recordAllowTracking(allow: boolean, source: object = globalThis): void {
  const params = globalObject(source)?.params;
  if (typeof params === 'object' && params !== null) params.allowTracking = allow;
}
