import type { Migration } from '../Migration.ts';

/**
 * Product pages: variable products (attributes and variations, WooCommerce's `product_variation`
 * posts), gallery images (`_product_image_gallery`), reviews (comments of type `review` with a
 * `rating` meta) and upsells (`_upsell_ids`).
 */
export const productPagesSchema: Migration = {
  id: '007-product-pages',
  up(db) {
    db.exec(`
      ALTER TABLE products ADD COLUMN product_type TEXT NOT NULL DEFAULT 'simple'
        CHECK (product_type IN ('simple', 'variable'));
      CREATE TABLE product_attributes (
        product_id INTEGER NOT NULL REFERENCES products(id),
        position INTEGER NOT NULL,
        taxonomy TEXT NOT NULL,                -- pa_tank-size
        label TEXT NOT NULL,                   -- Tank size
        terms_json TEXT NOT NULL,              -- [["20-l","20 L"], ...] in menu order
        PRIMARY KEY (product_id, taxonomy)
      );
      CREATE TABLE product_variations (
        id INTEGER PRIMARY KEY,
        parent_id INTEGER NOT NULL REFERENCES products(id),
        menu_order INTEGER NOT NULL,
        attributes_json TEXT NOT NULL,         -- {"attribute_pa_tank-size":"20-l", ...}
        sku TEXT NOT NULL UNIQUE,
        price_cents INTEGER NOT NULL,
        regular_price_cents INTEGER,
        stock_status TEXT NOT NULL CHECK (stock_status IN ('instock', 'outofstock')),
        stock_quantity INTEGER,
        image_slug TEXT,                       -- null: the parent's image
        image_attachment_id INTEGER,
        image_alt TEXT,
        weight_kg REAL,
        dimensions TEXT,
        description TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE product_gallery (
        product_id INTEGER NOT NULL REFERENCES products(id),
        position INTEGER NOT NULL,
        image_slug TEXT NOT NULL,
        attachment_id INTEGER NOT NULL UNIQUE,
        alt TEXT NOT NULL,
        PRIMARY KEY (product_id, position)
      );
      CREATE TABLE product_reviews (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        product_id INTEGER NOT NULL REFERENCES products(id),
        author TEXT NOT NULL,
        email TEXT NOT NULL,
        rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
        content TEXT NOT NULL,
        date_created TEXT NOT NULL
      );
      CREATE TABLE product_upsells (
        product_id INTEGER NOT NULL REFERENCES products(id),
        upsell_id INTEGER NOT NULL REFERENCES products(id),
        position INTEGER NOT NULL,
        PRIMARY KEY (product_id, upsell_id)
      );
    `);
  },
};
