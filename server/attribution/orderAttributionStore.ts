import type { Database } from 'better-sqlite3';
import type { Users } from '../store/createUsers.ts';
import { ORDER_ATTRIBUTION_META_PREFIX } from './orderAttributionFields.ts';

/** Unprefixed attribution values: `source_type` → 'utm', `device_type` → 'Desktop'. */
export type AttributionValues = Readonly<Record<string, string>>;

/** Saves the values as `_wc_order_attribution_*` order meta (woocommerce_checkout_order_created). */
export function saveOrderAttribution(db: Database, orderId: number, values: AttributionValues): void {
  const insert = db.prepare(`INSERT INTO order_meta (order_id, meta_key, meta_value) VALUES (?, ?, ?)
    ON CONFLICT(order_id, meta_key) DO UPDATE SET meta_value = excluded.meta_value`);
  db.transaction(() => {
    for (const [field, value] of Object.entries(values)) insert.run(orderId, `${ORDER_ATTRIBUTION_META_PREFIX}${field}`, value);
  })();
}

/** An order's attribution meta, unprefixed; `{}` when none was recorded. */
export function orderAttribution(db: Database, orderId: number): Record<string, string> {
  const rows = db.prepare('SELECT meta_key, meta_value FROM order_meta WHERE order_id = ? AND meta_key LIKE ? ESCAPE \'\\\'')
    .all(orderId, `${ORDER_ATTRIBUTION_META_PREFIX.replace(/_/g, '\\_')}%`) as Array<{ meta_key: string; meta_value: string }>;
  return Object.fromEntries(rows.map((row) => [row.meta_key.slice(ORDER_ATTRIBUTION_META_PREFIX.length), row.meta_value]));
}

/** Saves the values as the new customer's user meta, as WooCommerce does on `user_register`. */
export function saveCustomerAttribution(users: Users, userId: number, values: AttributionValues): void {
  for (const [field, value] of Object.entries(values)) users.setMeta(userId, `${ORDER_ATTRIBUTION_META_PREFIX}${field}`, value);
}
