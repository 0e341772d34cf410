import type { Database } from 'better-sqlite3';
import { BATTERY_ID, seedGalleries, seedReviews, seedUpsells, seedVariables } from './seedData.ts';
import type { SeedVariable } from './seedData.ts';

const cents = (usd: number): number => Math.round(usd * 100);

function insertVariable(db: Database, v: SeedVariable, menuOrder: number): void {
  const p = v.product;
  const prices = v.variations.map((x) => x.price);
  const inStock = v.variations.some((x) => x.stock > 0);
  // A variable product's own _price is its cheapest variation's; stock is managed per variation.
  db.prepare(`INSERT INTO products (id, slug, name, sku, price_cents, regular_price_cents, stock_status, stock_quantity,
    category, brand, short_description, description, image_slug, image_attachment_id, featured, menu_order, popularity,
    rating, rating_count, weight_kg, dimensions, date_created, product_type)
    VALUES (?, ?, ?, ?, ?, NULL, ?, NULL, ?, ?, ?, ?, ?, ?, 0, ?, ?, 0, 0, ?, ?, ?, 'variable')`).run(
    p.id, p.slug, p.name, p.sku, cents(Math.min(...prices)), inStock ? 'instock' : 'outofstock', p.category, p.brand,
    p.short, `<p>${p.short}</p>\n<p>Every configuration ships tested and balanced from our Ankeny, Iowa hangar.</p>`,
    p.sku.toLowerCase(), p.id - 1, menuOrder, p.sales, p.weightKg ?? null, p.dimensions ?? null, `${p.date}T10:00:00-05:00`,
  );
  const tagId = db.prepare('SELECT id FROM tags WHERE slug = ?').pluck();
  const link = db.prepare('INSERT OR IGNORE INTO product_tags (product_id, tag_id) VALUES (?, ?)');
  for (const tag of p.tags) {
    const id = tagId.get(tag) as number | undefined;
    if (id !== undefined) link.run(p.id, id);
  }
  const attribute = db.prepare('INSERT INTO product_attributes (product_id, position, taxonomy, label, terms_json) VALUES (?, ?, ?, ?, ?)');
  v.attributes.forEach((a, i) => attribute.run(p.id, i, a.taxonomy, a.label, JSON.stringify(a.terms)));
  const variation = db.prepare(`INSERT INTO product_variations (id, parent_id, menu_order, attributes_json, sku, price_cents,
    regular_price_cents, stock_status, stock_quantity, image_slug, image_attachment_id, image_alt, weight_kg, dimensions, description)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`);
  v.variations.forEach((x, i) => {
    const attributes = Object.fromEntries(Object.entries(x.terms).map(([taxonomy, slug]) => [`attribute_${taxonomy}`, slug]));
    variation.run(x.id, p.id, i, JSON.stringify(attributes), `${p.sku}-${Object.values(x.terms).join('-').toUpperCase()}`,
      cents(x.price), x.regular === undefined ? null : cents(x.regular), x.stock > 0 ? 'instock' : 'outofstock', x.stock,
      x.image?.stem ?? null, x.image?.attachmentId ?? null, x.image?.alt ?? null, x.weightKg ?? null, x.description ?? '');
  });
}

/**
 * Adds the product-page data once (also to a database seeded before it existed): the variable
 * products after the catalogue's own rows, galleries, reviews (which set the average ratings) and upsells.
 */
export function seedProductPages(db: Database): boolean {
  const seeded = db.prepare('SELECT COUNT(*) FROM products WHERE id = ?').pluck().get(BATTERY_ID) as number;
  const catalogue = db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
  if (seeded > 0 || catalogue === 0) return false;
  db.transaction(() => {
    const menuOrder = db.prepare('SELECT COALESCE(MAX(menu_order), 0) FROM products').pluck().get() as number;
    seedVariables.forEach((v, i) => insertVariable(db, v, menuOrder + 1 + i));
    const image = db.prepare('INSERT INTO product_gallery (product_id, position, image_slug, attachment_id, alt) VALUES (?, ?, ?, ?, ?)');
    for (const [id, images] of Object.entries(seedGalleries)) images.forEach((g, i) => image.run(Number(id), i, g.stem, g.attachmentId, g.alt));
    const review = db.prepare('INSERT INTO product_reviews (product_id, author, email, rating, content, date_created) VALUES (?, ?, ?, ?, ?, ?)');
    for (const r of seedReviews) review.run(r.productId, r.author, r.email, r.rating, r.content, r.date);
    db.prepare(`UPDATE products SET rating = (SELECT ROUND(AVG(rating), 2) FROM product_reviews r WHERE r.product_id = products.id),
      rating_count = (SELECT COUNT(*) FROM product_reviews r WHERE r.product_id = products.id)
      WHERE id IN (SELECT product_id FROM product_reviews)`).run();
    const upsell = db.prepare('INSERT INTO product_upsells (product_id, upsell_id, position) VALUES (?, ?, ?)');
    for (const [id, upsells] of Object.entries(seedUpsells)) upsells.forEach((u, i) => upsell.run(Number(id), u, i));
  })();
  return true;
}
