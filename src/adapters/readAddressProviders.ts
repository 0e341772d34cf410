import * as z from 'zod/mini';
import { IslandConfigError } from '../core/scanner/IslandConfigError.ts';
import { nonEmptyString } from './platformValues.ts';
import { parseGlobalValue, readGlobal } from './readGlobal.ts';

const COMMON = 'wc_address_autocomplete_common_params';
const FALLBACK = 'wc_address_autocomplete_params';

const params = () => z.object({ address_providers: z.union([z.string(), z.array(z.unknown())]) });
const providerList = () =>
  z.array(z.object({ id: nonEmptyString(), name: z.optional(z.string()), branding_html: z.optional(z.string()) }));

/**
 * The server's address providers (contract s5.2): `wc_address_autocomplete_common_params`, else the UI
 * script's `wc_address_autocomplete_params`, holding `address_providers` as a JSON string
 * (wp_json_encode) or an array of `{ id, name, branding_html }`. Validated like every other global: a
 * wrong type or unparsable JSON throws an IslandConfigError naming `global.key`, so the island is
 * disabled with one console error instead of failing later in a provider's name. Neither global
 * printed is no provider, not an error: WooCommerce prints them only when a provider plugin enqueues
 * address autocomplete, so a WooCommerce 11 store's checkout has none by default (seen on the real
 * store). An empty string is the empty list, as WooCommerce's common script reads it.
 */
export function readAddressProviders(source: object = globalThis): unknown[] {
  const globals = source as Record<string, unknown>;
  if (globals[COMMON] == null && globals[FALLBACK] == null) return [];
  const name = globals[COMMON] == null && globals[FALLBACK] != null ? FALLBACK : COMMON;
  const raw = readGlobal(name, params(), source).address_providers;
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = raw === '' ? [] : (JSON.parse(raw) as unknown);
    } catch {
      throw new IslandConfigError(name, 'address_providers', 'is invalid: not a JSON list');
    }
  }
  parseGlobalValue(name, providerList(), list, ['address_providers']);
  return list as unknown[];
}
