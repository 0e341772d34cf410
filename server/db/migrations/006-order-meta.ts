import type { Migration } from '../Migration.ts';

/**
 * Order meta, as WooCommerce's `wc_orders_meta`: one row per key. Order attribution stores its
 * `_wc_order_attribution_*` keys here (woocommerce-contract s4.2).
 */
export const orderMetaSchema: Migration = {
  id: '006-order-meta',
  up(db) {
    db.exec(`
      CREATE TABLE order_meta (
        order_id INTEGER NOT NULL REFERENCES orders(id),
        meta_key TEXT NOT NULL,
        meta_value TEXT NOT NULL,
        PRIMARY KEY (order_id, meta_key)
      );
    `);
  },
};
