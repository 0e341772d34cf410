import { setCheckoutExtensionData, onceCheckoutStoreChanges, ORDER_ATTRIBUTION_NAMESPACE } from '../../adapters/blockCheckout.ts';
import { hasConsent, onConsentChange } from '../../adapters/consent.ts';
import { exposeOrderAttributionApi, recordAllowTracking } from '../../adapters/orderAttributionGlobal.ts';
import { orderAttributionEnabled, readOrderAttributionParams } from '../../adapters/readOrderAttributionParams.ts';
import { takePendingVisits } from '../../adapters/pendingVisits.ts';
import { visitEnvironment } from '../../adapters/visitEnvironment.ts';
import { removeTrackingCookies, trackVisit, type OrderAttributionConfig } from '../../core/attribution/index.ts';
import { pageKey, pageState } from '../../core/page/index.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { createAttributionRuntime, type AttributionRuntime } from './attributionRuntime.ts';

/** One per page: the page view is counted once, however many forms mount (spec s4). */
const ATTRIBUTION_RUNTIME = pageKey<AttributionRuntime>('order attribution');

function createPageRuntime(config: OrderAttributionConfig): AttributionRuntime {
  const created = createAttributionRuntime({
    config,
    // WooCommerce's init: its lifetime and session, base64 as configured, UTC dates (contract s4.4).
    // Page views the loader captured (this one last, and any the shopper left before this chunk
    // loaded), each recorded as it happened; without them (no storage), the page itself.
    track: () => {
      const options = { lifetimeMonths: config.lifetimeMonths, sessionMinutes: config.sessionMinutes, base64: config.base64, timezoneOffsetHours: 0 };
      const visits = takePendingVisits();
      let snapshot = visits.length === 0 ? trackVisit(visitEnvironment(), options) : undefined;
      for (const visit of visits) snapshot = trackVisit(visitEnvironment(window, visit), options);
      return snapshot ?? trackVisit(visitEnvironment(), options);
    },
    clear: () => {
      takePendingVisits();
      const { cookies, hostname } = visitEnvironment();
      removeTrackingCookies(cookies, hostname);
    },
    hasConsent: () => hasConsent(config.consentCategory),
    onConsentChange: (listener) => onConsentChange(config.consentCategory, listener),
    publish: (values) => setCheckoutExtensionData(ORDER_ATTRIBUTION_NAMESPACE, values),
    onCheckoutReady: (callback) => onceCheckoutStoreChanges(callback),
    recordAllowTracking: (allow) => recordAllowTracking(allow),
  });
  exposeOrderAttributionApi({ setOrderTracking: created.setOrderTracking, getAttributionData: created.values });
  return created;
}

/**
 * Order attribution (spec s4; contract s4): mounted on `body` it records the page view on every
 * page; mounted on a checkout or register form, or a `wc-order-attribution-inputs` group, it also
 * writes the hidden inputs. Without `wc_order_attribution` the store has the feature off: nothing
 * to do, and nothing to report. A malformed global throws an IslandConfigError naming the key.
 */
export function mount(element: HTMLElement, context: IslandContext): Unmount {
  if (!orderAttributionEnabled()) return () => undefined;
  return pageState(context.page, ATTRIBUTION_RUNTIME, () => createPageRuntime(readOrderAttributionParams())).attach(element);
}
