import type { Database } from 'better-sqlite3';
import type { Brand, Category, OrderBy, Product, StockStatus, Tag } from './Product.ts';
import { createProductPages } from '../productPages/createProductPages.ts';
import type { ProductPages } from '../productPages/createProductPages.ts';

export interface ProductQuery {
  orderby: OrderBy;
  page: number;
  perPage: number;
  tag?: string;
  brand?: string;
  /** Category slug; products in child categories are included, as WooCommerce does. */
  category?: string;
  featured?: boolean;
  search?: string;
}

export interface ProductPage {
  products: Product[];
  total: number;
}

export interface Catalogue {
  listProducts(query: ProductQuery): ProductPage;
  /** A product or a variation (WooCommerce's variations are products with a parent). */
  productById(id: number): Product | undefined;
  /** Variations, galleries, reviews and upsells of the single-product pages. */
  pages: ProductPages;
  productBySlug(slug: string): Product | undefined;
  relatedProducts(product: Product, limit: number): Product[];
  categories(): Category[];
  categoryBySlug(slug: string): Category | undefined;
  tagBySlug(slug: string): Tag | undefined;
  brands(): Brand[];
  brandBySlug(slug: string): Brand | undefined;
  option(name: string): string | undefined;
}

interface ProductRow {
  id: number; slug: string; name: string; sku: string; price_cents: number; regular_price_cents: number | null;
  stock_status: StockStatus; stock_quantity: number | null; category: string; brand: string | null;
  short_description: string; description: string; image_slug: string; image_attachment_id: number; featured: number;
  menu_order: number; popularity: number; rating: number; rating_count: number; weight_kg: number | null;
  dimensions: string | null; date_created: string; tag_list: string | null; product_type: 'simple' | 'variable';
}

/** WooCommerce's ORDER BY for each catalog ordering (WC_Query::get_catalog_ordering_args). */
const ORDER_SQL: Record<OrderBy, string> = {
  menu_order: 'p.menu_order ASC, p.name ASC',
  popularity: 'p.popularity DESC, p.id DESC',
  rating: 'p.rating DESC, p.rating_count DESC, p.id DESC',
  date: 'p.date_created DESC, p.id DESC',
  price: 'p.price_cents ASC, p.id ASC',
  'price-desc': 'p.price_cents DESC, p.id DESC',
};

const SELECT = `SELECT p.*, (SELECT group_concat(t.slug, ',') FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
  WHERE pt.product_id = p.id) AS tag_list FROM products p`;

function toProduct(row: ProductRow): Product {
  return {
    id: row.id, type: row.product_type, parentId: null, variation: {}, slug: row.slug, name: row.name, sku: row.sku, priceCents: row.price_cents,
    regularPriceCents: row.regular_price_cents, stockStatus: row.stock_status, stockQuantity: row.stock_quantity,
    category: row.category, brand: row.brand, shortDescription: row.short_description, description: row.description,
    imageSlug: row.image_slug, imageAttachmentId: row.image_attachment_id, featured: row.featured === 1,
    menuOrder: row.menu_order, popularity: row.popularity, rating: row.rating, ratingCount: row.rating_count,
    weightKg: row.weight_kg, dimensions: row.dimensions, dateCreated: row.date_created,
    tags: row.tag_list === null ? [] : row.tag_list.split(',').sort(),
  };
}

function whereClause(query: ProductQuery): { sql: string; params: Record<string, string | number> } {
  const conditions: string[] = [];
  const params: Record<string, string | number> = {};
  if (query.tag !== undefined) {
    conditions.push('p.id IN (SELECT pt.product_id FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE t.slug = @tag)');
    params['tag'] = query.tag;
  }
  if (query.brand !== undefined) {
    conditions.push('p.brand = @brand');
    params['brand'] = query.brand;
  }
  if (query.category !== undefined) {
    conditions.push('(p.category = @category OR p.category IN (SELECT slug FROM categories WHERE parent = @category))');
    params['category'] = query.category;
  }
  if (query.featured === true) conditions.push('p.featured = 1');
  if (query.search !== undefined && query.search !== '') {
    conditions.push("(p.name LIKE @search ESCAPE '\\' OR p.sku LIKE @search ESCAPE '\\' OR p.short_description LIKE @search ESCAPE '\\')");
    params['search'] = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }
  return { sql: conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '', params };
}

export function createCatalogue(db: Database): Catalogue {
  const byId = db.prepare(`${SELECT} WHERE p.id = ?`);
  const bySlug = db.prepare(`${SELECT} WHERE p.slug = ?`);
  const pages = createProductPages(db);
  const parentById = (id: number): Product | undefined => {
    const row = byId.get(id) as ProductRow | undefined;
    return row === undefined ? undefined : toProduct(row);
  };

  function listProducts(query: ProductQuery): ProductPage {
    const { sql, params } = whereClause(query);
    const total = db.prepare(`SELECT COUNT(*) FROM products p${sql}`).pluck().get(params) as number;
    const rows = db
      .prepare(`${SELECT}${sql} ORDER BY ${ORDER_SQL[query.orderby]} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: query.perPage, offset: (query.page - 1) * query.perPage }) as ProductRow[];
    return { products: rows.map(toProduct), total };
  }

  /** Same category first, then products sharing a tag: close to wc_get_related_products. */
  function relatedProducts(product: Product, limit: number): Product[] {
    const rows = db.prepare(`${SELECT} WHERE p.id != @id AND (p.category = @category OR p.id IN (
        SELECT pt.product_id FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
        WHERE t.slug IN (SELECT value FROM json_each(@tags))))
      ORDER BY (p.category = @category) DESC, p.popularity DESC LIMIT @limit`)
      .all({ id: product.id, category: product.category, tags: JSON.stringify(product.tags), limit }) as ProductRow[];
    return rows.map(toProduct);
  }

  return {
    listProducts,
    relatedProducts,
    productById: (id) => parentById(id) ?? pages.variationById(id, parentById),
    pages,
    productBySlug: (slug) => {
      const row = bySlug.get(slug) as ProductRow | undefined;
      return row === undefined ? undefined : toProduct(row);
    },
    categories: () => db.prepare('SELECT slug, name, parent, term_id AS termId FROM categories ORDER BY term_id').all() as Category[],
    categoryBySlug: (slug) =>
      db.prepare('SELECT slug, name, parent, term_id AS termId FROM categories WHERE slug = ?').get(slug) as Category | undefined,
    tagBySlug: (slug) => db.prepare('SELECT id, slug, name FROM tags WHERE slug = ?').get(slug) as Tag | undefined,
    brands: () => db.prepare('SELECT id, slug, name, description FROM brands ORDER BY name COLLATE NOCASE').all() as Brand[],
    brandBySlug: (slug) => db.prepare('SELECT id, slug, name, description FROM brands WHERE slug = ?').get(slug) as Brand | undefined,
    option: (name) => db.prepare('SELECT value FROM options WHERE name = ?').pluck().get(name) as string | undefined,
  };
}
