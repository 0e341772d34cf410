import type { RegistryLogger } from './types.ts';

/**
 * The server's provider list as WooCommerce's common script reads it (contract s5.2): a JSON string
 * (wp_json_encode) or an array. Anything else, or a JSON value that is not an array, is an empty list;
 * unparsable JSON is logged and is an empty list too.
 */
export function parseServerProviders(raw: unknown, logger: RegistryLogger): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw !== 'string' || raw === '') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch (error) {
    logger.error('Invalid address providers JSON:', error);
    return [];
  }
}
