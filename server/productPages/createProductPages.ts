import type { Database } from 'better-sqlite3';
import type { Product, StockStatus } from '../store/Product.ts';
import type { GalleryImage, NewReview, ProductAttribute, Review } from './types.ts';

/** Variable-product data, galleries, reviews and upsells: what single-product templates read. */
export interface ProductPages {
  attributesOf(productId: number): ProductAttribute[];
  /** Variations in menu order, each a product of its own (WC_Product_Variation). */
  variationsOf(parent: Product): Product[];
  /** A variation by id, resolved against its parent. */
  variationById(id: number, parentById: (id: number) => Product | undefined): Product | undefined;
  galleryOf(productId: number): GalleryImage[];
  reviewsOf(productId: number): Review[];
  /** Stores an approved review and refreshes the product's average rating and count. */
  addReview(review: NewReview): number;
  upsellIdsOf(productId: number): number[];
  /** Alt text of a gallery or variation image by file stem (for the generated uploads). */
  imageAltByStem(stem: string): string | undefined;
}

interface VariationRow {
  id: number; parent_id: number; attributes_json: string; sku: string; price_cents: number;
  regular_price_cents: number | null; stock_status: StockStatus; stock_quantity: number | null;
  image_slug: string | null; image_attachment_id: number | null; weight_kg: number | null;
  dimensions: string | null; description: string;
}

function termName(attributes: readonly ProductAttribute[], key: string, slug: string): string {
  const taxonomy = key.replace(/^attribute_/, '');
  return attributes.find((a) => a.taxonomy === taxonomy)?.terms.find((t) => t.slug === slug)?.name ?? slug;
}

/**
 * WC_Product_Variation_Data_Store_CPT::generate_product_title: the parent's name, then " - " and the
 * attribute values, only when the product has fewer than three attributes and, with two, neither
 * attribute's name has two words (a `-` in its slug: `pa_tank-size`). Otherwise the values show in the
 * cart's `dl.variation` instead (templates/cartItemData.ts).
 */
function variationName(parent: Product, attributes: readonly ProductAttribute[], values: Record<string, string>): string {
  const entries = Object.entries(values);
  const multiWord = entries.length > 1 && entries.some(([key]) => key.replace(/^attribute_/, '').includes('-'));
  if (entries.length === 0 || entries.length > 2 || multiWord) return parent.name;
  return `${parent.name} - ${entries.map(([k, v]) => termName(attributes, k, v)).join(', ')}`;
}

/** Each attribute's label and the chosen term's name, for the cart's item data. */
function variationLabels(attributes: readonly ProductAttribute[], values: Record<string, string>): Record<string, { label: string; value: string }> {
  return Object.fromEntries(Object.entries(values).map(([key, slug]) => [key, {
    label: attributes.find((a) => a.taxonomy === key.replace(/^attribute_/, ''))?.label ?? key.replace(/^attribute_(pa_)?/, ''),
    value: termName(attributes, key, slug),
  }]));
}

export function createProductPages(db: Database): ProductPages {
  const attributesStmt = db.prepare('SELECT taxonomy, label, terms_json FROM product_attributes WHERE product_id = ? ORDER BY position');
  const variationsStmt = db.prepare('SELECT * FROM product_variations WHERE parent_id = ? ORDER BY menu_order');
  const variationStmt = db.prepare('SELECT * FROM product_variations WHERE id = ?');

  function attributesOf(productId: number): ProductAttribute[] {
    const rows = attributesStmt.all(productId) as Array<{ taxonomy: string; label: string; terms_json: string }>;
    return rows.map((r) => ({
      taxonomy: r.taxonomy, label: r.label,
      terms: (JSON.parse(r.terms_json) as Array<[string, string]>).map(([slug, name]) => ({ slug, name })),
    }));
  }

  function toVariation(parent: Product, row: VariationRow, attributes: readonly ProductAttribute[]): Product {
    const values = JSON.parse(row.attributes_json) as Record<string, string>;
    return {
      ...parent, id: row.id, type: 'variation', parentId: parent.id, variation: values,
      name: variationName(parent, attributes, values), variationLabels: variationLabels(attributes, values), sku: row.sku, priceCents: row.price_cents,
      regularPriceCents: row.regular_price_cents, stockStatus: row.stock_status, stockQuantity: row.stock_quantity,
      imageSlug: row.image_slug ?? parent.imageSlug, imageAttachmentId: row.image_attachment_id ?? parent.imageAttachmentId,
      weightKg: row.weight_kg ?? parent.weightKg, dimensions: row.dimensions ?? parent.dimensions, description: row.description,
    };
  }

  return {
    attributesOf,
    variationsOf(parent) {
      const attributes = attributesOf(parent.id);
      return (variationsStmt.all(parent.id) as VariationRow[]).map((row) => toVariation(parent, row, attributes));
    },
    variationById(id, parentById) {
      const row = variationStmt.get(id) as VariationRow | undefined;
      const parent = row === undefined ? undefined : parentById(row.parent_id);
      return row === undefined || parent === undefined ? undefined : toVariation(parent, row, attributesOf(parent.id));
    },
    galleryOf: (productId) => db.prepare(`SELECT image_slug AS stem, attachment_id AS attachmentId, alt FROM product_gallery
      WHERE product_id = ? ORDER BY position`).all(productId) as GalleryImage[],
    reviewsOf: (productId) => db.prepare(`SELECT id, product_id AS productId, author, rating, content, date_created AS date
      FROM product_reviews WHERE product_id = ? ORDER BY date_created, id`).all(productId) as Review[],
    addReview(review) {
      return db.transaction(() => {
        const id = db.prepare(`INSERT INTO product_reviews (product_id, author, email, rating, content, date_created)
          VALUES (?, ?, ?, ?, ?, ?)`).run(review.productId, review.author, review.email, review.rating, review.content, new Date().toISOString()).lastInsertRowid;
        // WC_Comments::clear_transients recounts _wc_average_rating and _wc_review_count.
        db.prepare(`UPDATE products SET rating = (SELECT ROUND(AVG(rating), 2) FROM product_reviews WHERE product_id = @id),
          rating_count = (SELECT COUNT(*) FROM product_reviews WHERE product_id = @id) WHERE id = @id`).run({ id: review.productId });
        return Number(id);
      })();
    },
    upsellIdsOf: (productId) => db.prepare('SELECT upsell_id FROM product_upsells WHERE product_id = ? ORDER BY position')
      .pluck().all(productId) as number[],
    imageAltByStem: (stem) => db.prepare(`SELECT alt FROM product_gallery WHERE image_slug = @stem
      UNION ALL SELECT image_alt FROM product_variations WHERE image_slug = @stem LIMIT 1`).pluck().get({ stem }) as string | undefined,
  };
}
