import { deviceType } from './deviceType.ts';
import { ORDER_ATTRIBUTION_FIELDS, ORDER_ATTRIBUTION_PREFIX } from './orderAttributionFields.ts';

/** The marker sourcebuster writes for "no value"; WooCommerce never stores it. */
const NONE = '(none)';

/**
 * The attribution a checkout or register form posted, unprefixed (`source_type` → 'utm'), as
 * WooCommerce saves it (woocommerce-contract s4.2, s4.3): missing, empty and '(none)' values are
 * dropped, line breaks and surrounding space are removed, and `device_type` is derived from
 * `user_agent`. Nothing posted (tracking off or no consent) gives `{}`: no meta at all.
 * Deliberate difference: tags are not stripped (sanitize_text_field would); values are stored as
 * sent and escaped where printed, which the demo's injection tests rely on.
 */
export function readPostedAttribution(posted: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (typeof posted !== 'object' || posted === null) return values;
  for (const field of Object.keys(ORDER_ATTRIBUTION_FIELDS)) {
    const raw = (posted as Record<string, unknown>)[`${ORDER_ATTRIBUTION_PREFIX}${field}`];
    if (typeof raw !== 'string') continue;
    const value = raw.replace(/[\r\n\t\0]+/g, ' ').trim();
    if (value !== '' && value !== NONE) values[field] = value;
  }
  if (Object.keys(values).length > 0) values['device_type'] = deviceType(values['user_agent'] ?? '');
  return values;
}
