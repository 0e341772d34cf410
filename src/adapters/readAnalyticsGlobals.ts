import * as z from 'zod/mini';
import type { CommonPropertiesInput, QueuedEvent } from '../core/analytics/index.ts';
import { STATS_PIXEL_URL } from '../core/constants.ts';
import { localizedBoolean, nonEmptyString } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';

/** WooCommerce Analytics' footer global (contract s4.2). Printed only where the store runs it. */
export const ANALYTICS_GLOBAL = 'wcAnalytics';
/**
 * Optional, ours: `{ pixelUrl }` sends the stats pixel elsewhere than Jetpack's pixel.wp.com (a
 * first-party proxy, or the demo store's own route).
 */
export const ANALYTICS_PIXEL_GLOBAL = 'wcIslandsAnalytics';

const text = () => z.optional(z.string());
/** PHP prints ids as numbers or numeric strings; an unconnected site's Jetpack id is false or ''. */
const id = () =>
  z.optional(z.pipe(
    z.union([z.number(), z.string(), z.boolean(), z.null()]),
    z.transform((value) => (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? Number(value) : undefined)),
  ));

const schema = () =>
  z.object({
    // Under proxy tracking PHP has none, and wp_json_encode prints an empty array as `[]`.
    commonProps: z.optional(z.union([
      z.object({
        blog_id: id(),
        store_id: z.optional(z.union([z.string(), z.number()])),
        url: text(),
        woo_version: text(),
        wp_version: text(),
        ui: id(),
        store_admin: z.optional(localizedBoolean()),
        store_currency: text(),
        timezone: text(),
      }),
      z.array(z.unknown()),
    ])),
    eventQueue: z.optional(z.array(z.object({ eventName: z.string(), props: z.optional(z.record(z.string(), z.unknown())) }))),
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
  const pixel = globals[ANALYTICS_PIXEL_GLOBAL] == null ? null : readGlobal(ANALYTICS_PIXEL_GLOBAL, z.object({ pixelUrl: nonEmptyString() }), source);
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
