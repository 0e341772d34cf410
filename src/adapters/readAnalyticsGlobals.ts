import type { CommonPropertiesInput, QueuedEvent } from '../core/analytics/index.ts';
import { STATS_PIXEL_URL } from '../core/constants.ts';
import { localizedBoolean } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';
import * as v from './validate/index.ts';

/** WooCommerce Analytics' footer global (contract s4.2). Printed only where the store runs it. */
export const ANALYTICS_GLOBAL = 'wcAnalytics';
/**
 * Optional, ours: `{ pixelUrl }` sends the stats pixel elsewhere than Jetpack's pixel.wp.com (a
 * first-party proxy, or the demo store's own route).
 */
export const ANALYTICS_PIXEL_GLOBAL = 'wcIslandsAnalytics';

const text = () => v.optional(v.string());
/** PHP prints ids as numbers or numeric strings; an unconnected site's Jetpack id is false or ''. */
const id = () =>
  v.optional(v.transform(
    v.union(v.number(), v.string(), v.boolean(), v.nullValue()),
    (value) => (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? Number(value) : undefined),
  ));

const schema = () =>
  v.object({
    // Under proxy tracking PHP has none, and wp_json_encode prints an empty array as `[]`.
    commonProps: v.optional(v.union(
      v.object({
        blog_id: id(),
        store_id: v.optional(v.union(v.string(), v.number())),
        url: text(),
        woo_version: text(),
        wp_version: text(),
        ui: id(),
        store_admin: v.optional(localizedBoolean()),
        store_currency: text(),
        timezone: text(),
      }),
      v.array(v.unknown()),
    )),
    eventQueue: v.optional(v.array(v.object({ eventName: v.string(), props: v.optional(v.record(v.unknown())) }))),
  });

export interface AnalyticsGlobals {
  readonly properties: CommonPropertiesInput;
  readonly eventQueue: readonly QueuedEvent[];
  readonly pixelUrl: string;
}

/**
 * The page's analytics globals, or null when the store does not run analytics (no `wcAnalytics`):
 * then there is nothing to do and nothing to report. A malformed global throws an IslandConfigError.
 */
export function readAnalyticsGlobals(source: object = globalThis, win: Window = window): AnalyticsGlobals | null {
  const globals = source as Record<string, unknown>;
  if (globals[ANALYTICS_GLOBAL] == null) return null;
  const { commonProps, eventQueue } = readGlobal(ANALYTICS_GLOBAL, schema(), source);
  const p = Array.isArray(commonProps) ? {} : commonProps ?? {};
  const pixel = globals[ANALYTICS_PIXEL_GLOBAL] == null ? null : readGlobal(ANALYTICS_PIXEL_GLOBAL, v.object({ pixelUrl: v.nonEmptyString() }), source);
  return {
    properties: {
      blogId: p.blog_id,
      storeId: p.store_id === undefined ? undefined : String(p.store_id),
      url: p.url ?? win.location.origin,
      wooVersion: p.woo_version ?? '',
      wpVersion: p.wp_version ?? '',
      userId: p.ui ?? null,
      storeAdmin: p.store_admin ?? false,
      currency: p.store_currency,
      timezone: p.timezone ?? '',
      userAgent: win.navigator.userAgent,
    },
    eventQueue: eventQueue ?? [],
    pixelUrl: pixel?.pixelUrl ?? STATS_PIXEL_URL,
  };
}
