/**
 * WooCommerce's default field → `sbjs.get` path map (`wc_order_attribution.fields`, contract s4.2;
 * spec s3 "Order attribution data"): used when the store's global has no `fields`.
 */
export const DEFAULT_ATTRIBUTION_FIELDS: Readonly<Record<string, string>> = Object.freeze({
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
});

/** Input names are the prefix plus the field (contract s4.2): `wc_order_attribution_source_type`. */
export const DEFAULT_ATTRIBUTION_PREFIX = 'wc_order_attribution_';
