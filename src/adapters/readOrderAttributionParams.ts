import { DEFAULT_ATTRIBUTION_FIELDS, DEFAULT_ATTRIBUTION_PREFIX, type OrderAttributionConfig } from '../core/attribution/index.ts';
import { ATTRIBUTION_DEFAULT_COOKIE_LIFETIME_MONTHS, ATTRIBUTION_SESSION_LENGTH_MINUTES } from '../core/constants.ts';
import { localizedBoolean } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';
import * as v from './validate/index.ts';

/** The global WooCommerce prints when order attribution is enabled (contract s4.2). */
export const ORDER_ATTRIBUTION_GLOBAL = 'wc_order_attribution';

/** A number as JSON (1.0e-5) or as wp_localize_script's string ("1.0E-5"). */
const localizedNumber = (): v.Validator<number> =>
  v.transform(
    v.union(v.number(), v.matching(/^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i, 'must be a number')),
    (value) => Number(value),
  );

const schema = () =>
  v.object({
    params: v.object({
      lifetime: localizedNumber(),
      session: localizedNumber(),
      base64: v.optional(localizedBoolean()),
      ajaxurl: v.optional(v.string()),
      prefix: v.optional(v.string()),
      allowTracking: localizedBoolean(),
      consentCategory: v.optional(v.string()),
    }),
    fields: v.optional(v.record(v.string())),
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
