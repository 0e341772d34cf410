import type { Database } from 'better-sqlite3';
import bcrypt from 'bcryptjs';
import { seedBrands } from '../catalogue/brands.ts';
import { seedCategories } from '../catalogue/categories.ts';
import { seedProducts } from '../catalogue/products.ts';
import type { SeedProduct } from '../catalogue/products.ts';
import { seedUsers } from '../catalogue/seedUsers.ts';
import { storeOptions } from '../catalogue/storeOptions.ts';

function describe(p: SeedProduct): string {
  return [
    `<p>${p.short}</p>`,
    '<h3>In the box</h3>',
    `<ul>\n<li>1 × ${p.name}</li>\n<li>Quick-start guide</li>\n<li>12-month warranty card</li>\n</ul>`,
    '<p>All parts ship from our Ankeny, Iowa hangar. Orders placed before 2 pm Central ship the same business day.</p>',
  ].join('\n');
}

function seedProductsTable(db: Database): void {
  const insert = db.prepare(`INSERT INTO products (id, slug, name, sku, price_cents, regular_price_cents, stock_status,
    stock_quantity, category, brand, short_description, description, image_slug, image_attachment_id, featured,
    menu_order, popularity, rating, rating_count, weight_kg, dimensions, date_created)
    VALUES (@id, @slug, @name, @sku, @price, @regular, @status, @stock, @category, @brand, @short, @description,
    @image, @attachment, @featured, @menuOrder, @sales, @rating, @ratingCount, @weight, @dimensions, @date)`);
  seedProducts.forEach((p, index) => {
    insert.run({
      id: p.id, slug: p.slug, name: p.name, sku: p.sku,
      price: Math.round(p.price * 100),
      regular: p.regular === undefined ? null : Math.round(p.regular * 100),
      status: p.stock > 0 ? 'instock' : 'outofstock', stock: p.stock,
      category: p.category, brand: p.brand, short: p.short, description: describe(p),
      image: p.sku.toLowerCase(), attachment: p.id - 1, featured: p.featured === true ? 1 : 0,
      menuOrder: index, sales: p.sales, rating: p.rating ?? 0, ratingCount: p.ratingCount ?? 0,
      weight: p.weightKg ?? null, dimensions: p.dimensions ?? null, date: `${p.date}T10:00:00-05:00`,
    });
  });
}

function seedTags(db: Database): void {
  const names = [...new Set(seedProducts.flatMap((p) => p.tags))].sort();
  const insertTag = db.prepare('INSERT INTO tags (id, slug, name) VALUES (?, ?, ?)');
  const ids = new Map<string, number>();
  names.forEach((name, i) => {
    ids.set(name, 31 + i);
    insertTag.run(31 + i, name, name);
  });
  const link = db.prepare('INSERT INTO product_tags (product_id, tag_id) VALUES (?, ?)');
  for (const p of seedProducts) for (const tag of p.tags) link.run(p.id, ids.get(tag));
}

function seedUsersTable(db: Database): void {
  const insert = db.prepare(`INSERT INTO users (id, login, email, password_hash, role, display_name, registered)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const u of seedUsers) {
    insert.run(u.id, u.login, u.email, bcrypt.hashSync(u.password, 8), u.role, u.displayName, '2026-01-01T00:00:00Z');
  }
}

/** Fills an empty database; does nothing when products already exist (data survives restarts). */
export function seedIfEmpty(db: Database): boolean {
  const count = db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
  if (count > 0) return false;
  db.transaction(() => {
    const insertCategory = db.prepare('INSERT INTO categories (slug, name, parent, term_id) VALUES (?, ?, ?, ?)');
    for (const c of seedCategories) insertCategory.run(c.slug, c.name, c.parent, c.termId);
    const insertBrand = db.prepare('INSERT INTO brands (id, slug, name, description) VALUES (?, ?, ?, ?)');
    for (const b of seedBrands) insertBrand.run(b.id, b.slug, b.name, b.description);
    seedProductsTable(db);
    seedTags(db);
    seedUsersTable(db);
    const insertOption = db.prepare('INSERT OR REPLACE INTO options (name, value) VALUES (?, ?)');
    for (const [name, value] of Object.entries(storeOptions)) insertOption.run(name, value);
  })();
  return true;
}
