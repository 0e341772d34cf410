import { escapeHtml } from '../templates/escape.ts';
import { originLabel } from './originLabel.ts';

/** Row labels, in WooCommerce's field order; `device_type` is the one the server derives. */
const LABELS: ReadonlyArray<readonly [string, string]> = [
  ['source_type', 'Source type'], ['referrer', 'Referrer'], ['utm_campaign', 'UTM campaign'],
  ['utm_source', 'UTM source'], ['utm_medium', 'UTM medium'], ['utm_content', 'UTM content'], ['utm_id', 'UTM ID'],
  ['utm_term', 'UTM term'], ['utm_source_platform', 'UTM source platform'], ['utm_creative_format', 'UTM creative format'],
  ['utm_marketing_tactic', 'UTM marketing tactic'], ['session_entry', 'Session entry'],
  ['session_start_time', 'Session start time'], ['session_pages', 'Session page views'],
  ['session_count', 'Session count'], ['user_agent', 'User agent'], ['device_type', 'Device type'],
];

/**
 * The recorded origin on the order-received page: WooCommerce shows it in the order's admin meta
 * box; the demo shows it to the shopper so the attribution can be checked end to end. Every value
 * came from the visitor's URL or referrer, so each is escaped.
 */
export function orderAttributionSection(values: Readonly<Record<string, string>>): string {
  const rows = LABELS.filter(([field]) => values[field] !== undefined)
    .map(([field, label]) => `<tr><th scope="row">${label}</th><td>${escapeHtml(values[field] ?? '')}</td></tr>`)
    .join('');
  const table = rows === '' ? '' : `<table class="woocommerce-table shop_table order-attribution-details"><caption class="screen-reader-text">Order attribution details</caption><tbody>${rows}</tbody></table>`;
  return `<section class="woocommerce-order-attribution">
		<h2 class="woocommerce-order-attribution__title">Order attribution</h2>
		<p class="woocommerce-order-attribution__origin">Origin: <strong>${escapeHtml(originLabel(values['source_type'], values['utm_source']))}</strong></p>
		${table}
	</section>`;
}
