import type { Migration } from '../Migration.ts';

export const ordersSchema: Migration = {
  id: '003-orders',
  up(db) {
    db.exec(`
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        order_key TEXT NOT NULL UNIQUE,        -- wc_order_<random>, checked on order-received
        status TEXT NOT NULL DEFAULT 'on-hold',
        customer_id INTEGER,
        created_at TEXT NOT NULL,
        billing_json TEXT NOT NULL,
        shipping_json TEXT NOT NULL,
        items_json TEXT NOT NULL,
        subtotal_cents INTEGER NOT NULL,
        shipping_cents INTEGER NOT NULL,
        total_cents INTEGER NOT NULL,
        payment_method TEXT NOT NULL,
        customer_note TEXT NOT NULL DEFAULT '',
        posted_json TEXT NOT NULL              -- every posted field, so later issues (attribution) can read theirs
      );
    `);
  },
};
