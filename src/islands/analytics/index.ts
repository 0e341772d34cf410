import { hasConsent, onConsentChange } from '../../adapters/consent.ts';
import { readAnalyticsGlobals } from '../../adapters/readAnalyticsGlobals.ts';
import { pushToWca } from '../../adapters/wcaQueue.ts';
import { buildCommonProperties, createAnalytics, createPixelRequester, type Analytics } from '../../core/analytics/index.ts';
import { ANALYTICS_CONSENT_CATEGORY } from '../../core/constants.ts';
import { pageKey, pageState } from '../../core/page/index.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';

/** One per page: consent is listened for once, and the server's event queue replays once. */
const ANALYTICS = pageKey<Analytics>('analytics');

/**
 * Store analytics (spec s3 'Analytics common properties', s4 'Analytics consent'; contract s4): run
 * only with statistics consent, or from the moment it is granted. Each image the carousel shows
 * requests the stats pixel. Without `wcAnalytics` the store does not run analytics: nothing to do.
 */
export function mount(_element: HTMLElement, context: IslandContext): Unmount {
  const globals = readAnalyticsGlobals();
  if (!globals) return () => undefined;
  const page = pageState(context.page, ANALYTICS, () => createAnalytics({
    commonProperties: buildCommonProperties(globals.properties),
    send: (properties) => pushToWca(properties),
    requestPixel: createPixelRequester(() => new Image()),
    pixelUrl: globals.pixelUrl,
    eventQueue: globals.eventQueue,
    hasConsent: () => hasConsent(ANALYTICS_CONSENT_CATEGORY),
    onConsentChange: (listener) => onConsentChange(ANALYTICS_CONSENT_CATEGORY, listener),
  }));
  return context.bus.on('wc-islands:carousel-slide', ({ attachmentId }) => {
    page.requestSlidePixel(attachmentId);
  });
}
