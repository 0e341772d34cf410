import * as z from 'zod/mini';
import { DEFAULT_ATTRIBUTION_FIELDS, DEFAULT_ATTRIBUTION_PREFIX, type OrderAttributionConfig } from '../core/attribution/index.ts';
import { ATTRIBUTION_DEFAULT_COOKIE_LIFETIME_MONTHS, ATTRIBUTION_SESSION_LENGTH_MINUTES } from '../core/constants.ts';
import { localizedBoolean } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';

/** The global WooCommerce prints when order attribution is enabled (contract s4.2). */
export const ORDER_ATTRIBUTION_GLOBAL = 'wc_order_attribution';

/** A number as JSON (1.0e-5) or as wp_localize_script's string ("1.0E-5"). */
const localizedNumber = () =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i, 'must be a number'))]),
    z.transform(Number),
  );

const schema = () =>
  z.object({
    params: z.object({
      lifetime: localizedNumber(),
      session: localizedNumber(),
      base64: z.optional(localizedBoolean()),
      ajaxurl: z.optional(z.string()),
      prefix: z.optional(z.string()),
      allowTracking: localizedBoolean(),
      consentCategory: z.optional(z.string()),
    }),
    fields: z.optional(z.record(z.string(), z.string())),
  });

/** Whether the store enabled order attribution: WooCommerce prints the global only then. */
export function orderAttributionEnabled(source: object = globalThis): boolean {
  return (source as Record<string, unknown>)[ORDER_ATTRIBUTION_GLOBAL] != null;
}

/** `wc_order_attribution` validated; a malformed one throws an IslandConfigError naming the key. */
export function readOrderAttributionParams(source?: object): OrderAttributionConfig {
  const { params, fields } = readGlobal(ORDER_ATTRIBUTION_GLOBAL, schema(), source);
  return {
    // sourcebuster reads 0 or NaN as "unset": its 6-month default (reference s2).
    lifetimeMonths: params.lifetime || ATTRIBUTION_DEFAULT_COOKIE_LIFETIME_MONTHS,
    sessionMinutes: params.session || ATTRIBUTION_SESSION_LENGTH_MINUTES,
    base64: params.base64 ?? false,
    prefix: params.prefix ?? DEFAULT_ATTRIBUTION_PREFIX,
    allowTracking: params.allowTracking,
    consentCategory: params.consentCategory || 'marketing',
    fields: fields ?? DEFAULT_ATTRIBUTION_FIELDS,
  };
}
