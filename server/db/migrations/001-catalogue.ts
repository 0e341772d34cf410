import type { Migration } from '../Migration.ts';

export const catalogueSchema: Migration = {
  id: '001-catalogue',
  up(db) {
    db.exec(`
      CREATE TABLE categories (
        slug TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        parent TEXT,
        term_id INTEGER NOT NULL UNIQUE
      );
      CREATE TABLE brands (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        sku TEXT NOT NULL UNIQUE,
        price_cents INTEGER NOT NULL,
        regular_price_cents INTEGER,           -- set only while on sale (WooCommerce keeps both)
        stock_status TEXT NOT NULL CHECK (stock_status IN ('instock', 'outofstock')),
        stock_quantity INTEGER,
        category TEXT NOT NULL REFERENCES categories(slug),
        brand TEXT REFERENCES brands(slug),
        short_description TEXT NOT NULL,
        description TEXT NOT NULL,
        image_slug TEXT NOT NULL,              -- file stem of the generated SVG, like aw-as30
        image_attachment_id INTEGER NOT NULL,
        featured INTEGER NOT NULL DEFAULT 0,
        menu_order INTEGER NOT NULL DEFAULT 0,
        popularity INTEGER NOT NULL DEFAULT 0, -- total_sales
        rating REAL NOT NULL DEFAULT 0,        -- average rating, 0 = no reviews
        rating_count INTEGER NOT NULL DEFAULT 0,
        weight_kg REAL,
        dimensions TEXT,
        date_created TEXT NOT NULL
      );
      CREATE TABLE tags (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL
      );
      CREATE TABLE product_tags (
        product_id INTEGER NOT NULL REFERENCES products(id),
        tag_id INTEGER NOT NULL REFERENCES tags(id),
        PRIMARY KEY (product_id, tag_id)
      );
      CREATE TABLE options (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `);
  },
};
