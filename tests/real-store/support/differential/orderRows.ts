import { sql } from '../realStore.ts';
import type { Effect } from './observe.ts';

/** The order of a shopper (by billing last name), from HPOS tables or posts: an install may have either. */
function orderIdOf(lastName: string): number | null {
  const hpos = sql(`SELECT order_id FROM wp_wc_order_addresses WHERE address_type = 'billing' AND last_name = '${lastName}' LIMIT 1`).trim();
  const posts = hpos || sql(`SELECT post_id FROM wp_postmeta WHERE meta_key = '_billing_last_name' AND meta_value = '${lastName}' LIMIT 1`).trim();
  return posts ? Number(posts) : null;
}

/** What the store's database holds of the run's order: its lines (name, quantity, type) and total, as effects. */
export function orderRows(lastName: string): Effect[] {
  const orderId = orderIdOf(lastName);
  if (orderId === null) return [{ category: 'database', value: 'no order' }];
  const lines = sql(`SELECT i.order_item_type, i.order_item_name, COALESCE(m.meta_value, '') FROM wp_woocommerce_order_items i
    LEFT JOIN wp_woocommerce_order_itemmeta m ON m.order_item_id = i.order_item_id AND m.meta_key = '_qty'
    WHERE i.order_id = ${orderId} ORDER BY i.order_item_type, i.order_item_name`).trim().split('\n');
  const total = sql(`SELECT total_amount FROM wp_wc_orders WHERE id = ${orderId}`).trim() ||
    sql(`SELECT meta_value FROM wp_postmeta WHERE post_id = ${orderId} AND meta_key = '_order_total'`).trim();
  return [...lines.map((line) => ({ category: 'database' as const, value: `order line ${line.replace(/\t/g, ' | ')}` })), { category: 'database', value: `order total ${Number(total).toFixed(2)}` }];
}
