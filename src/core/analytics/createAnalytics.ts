import { ANALYTICS_EVENT_PREFIX } from '../constants.ts';
import type { CommonProperties } from './buildCommonProperties.ts';
import { statsPixelUrl } from './statsPixelUrl.ts';

/** An event the server queued for this page (`wcAnalytics.eventQueue`), replayed once analytics start. */
export interface QueuedEvent {
  readonly eventName: string;
  readonly props?: Readonly<Record<string, unknown>> | undefined;
}

export interface AnalyticsOptions {
  readonly commonProperties: CommonProperties;
  /** Hands one event's properties (`_en` included) to the transport, e.g. `_wca.push`. */
  readonly send: (properties: Record<string, unknown>) => void;
  /** Requests a pixel (an image GET). */
  readonly requestPixel: (url: string) => void;
  /** The stats pixel's address. */
  readonly pixelUrl: string;
  /** Statistics consent now; true when the page has no consent API. */
  readonly hasConsent: () => boolean;
  /** Calls back when the visitor grants or withdraws statistics consent; returns an unsubscribe. */
  readonly onConsentChange: (listener: (granted: boolean) => void) => () => void;
  readonly eventQueue?: readonly QueuedEvent[] | undefined;
  readonly random?: (() => number) | undefined;
}

export interface Analytics {
  /** Records `woocommerceanalytics_{name}` with the common properties; false when it was dropped. */
  recordEvent(name: string, properties?: Readonly<Record<string, unknown>>): boolean;
  /** The carousel showed an image: requests the stats pixel for it; false when it was not requested. */
  requestSlidePixel(attachmentId: string): boolean;
  /** Whether analytics have started (consent was there, or arrived). */
  readonly started: boolean;
  destroy(): void;
}

const EVENT_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Store analytics gated on statistics consent (spec s4 'Analytics consent'; contract s4.3): they
 * start at once with consent, or when consent is granted later, without a reload. Consent is checked
 * again for every event, so nothing goes out after it was withdrawn; events without consent are
 * dropped, not kept for later, as the WooCommerce Analytics client does.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const random = options.random ?? Math.random;
  let started = false;

  const allowed = (): boolean => started && options.hasConsent();

  const recordEvent = (name: string, properties: Readonly<Record<string, unknown>> = {}): boolean => {
    if (!allowed() || !EVENT_NAME.test(name)) return false;
    options.send({ ...options.commonProperties, ...properties, _en: ANALYTICS_EVENT_PREFIX + name });
    return true;
  };

  const start = (): void => {
    if (started) return;
    started = true;
    for (const event of options.eventQueue ?? []) recordEvent(event.eventName, event.props);
  };

  const stopListening = options.onConsentChange((granted) => {
    if (granted) start();
  });
  if (options.hasConsent()) start();

  return {
    recordEvent,
    requestSlidePixel(attachmentId) {
      if (!allowed()) return false;
      options.requestPixel(statsPixelUrl({
        base: options.pixelUrl,
        blogId: options.commonProperties.blog_id,
        homeUrl: options.commonProperties.url,
        attachmentId,
        random: random(),
      }));
      return true;
    },
    get started() {
      return started;
    },
    destroy: stopListening,
  };
}
