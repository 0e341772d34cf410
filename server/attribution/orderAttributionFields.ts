/**
 * WooCommerce 11's `wc_order_attribution.fields` (field → `sbjs.get` path), in the captured order
 * (fixtures/real-wc/checkout-classic.html; woocommerce-contract s4.2).
 */
export const ORDER_ATTRIBUTION_FIELDS: Readonly<Record<string, string>> = {
  source_type: 'current.typ', referrer: 'current_add.rf', utm_campaign: 'current.cmp',
  utm_source: 'current.src', utm_medium: 'current.mdm', utm_content: 'current.cnt', utm_id: 'current.id',
  utm_term: 'current.trm', utm_source_platform: 'current.plt', utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct', session_entry: 'current_add.ep', session_start_time: 'current_add.fd',
  session_pages: 'session.pgs', session_count: 'udata.vst', user_agent: 'udata.uag',
};

/** Posted input names: `wc_order_attribution_{field}` (filter `wc_order_attribution_tracking_field_prefix`). */
export const ORDER_ATTRIBUTION_PREFIX = 'wc_order_attribution_';

/** Order and customer meta keys add a leading underscore: `_wc_order_attribution_source_type`. */
export const ORDER_ATTRIBUTION_META_PREFIX = `_${ORDER_ATTRIBUTION_PREFIX}`;
