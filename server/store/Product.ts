export type StockStatus = 'instock' | 'outofstock';

/** WooCommerce's product types the demo sells; a variation is a product of its own (product_variation). */
export type ProductType = 'simple' | 'variable' | 'variation';

export interface Product {
  id: number;
  type: ProductType;
  /** The variable product a variation belongs to; null otherwise. */
  parentId: number | null;
  /** A variation's attributes as posted (`attribute_pa_tank-size` -> `20-l`); empty otherwise. */
  variation: Readonly<Record<string, string>>;
  /** A variation's attributes as the shop names them (`attribute_pa_tank-size` -> Tank size, 20 L), for cart item data. */
  variationLabels?: Readonly<Record<string, { label: string; value: string }>>;
  slug: string;
  name: string;
  sku: string;
  priceCents: number;
  /** Present only while the product is on sale. */
  regularPriceCents: number | null;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  category: string;
  brand: string | null;
  shortDescription: string;
  description: string;
  imageSlug: string;
  imageAttachmentId: number;
  featured: boolean;
  menuOrder: number;
  popularity: number;
  rating: number;
  ratingCount: number;
  weightKg: number | null;
  dimensions: string | null;
  dateCreated: string;
  tags: string[];
}

export interface Category {
  slug: string;
  name: string;
  parent: string | null;
  termId: number;
}

export interface Brand {
  id: number;
  slug: string;
  name: string;
  description: string;
}

export interface Tag {
  id: number;
  slug: string;
  name: string;
}

export const ORDERBY_VALUES = ['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc'] as const;
export type OrderBy = (typeof ORDERBY_VALUES)[number];

export function isOrderBy(value: unknown): value is OrderBy {
  return typeof value === 'string' && (ORDERBY_VALUES as readonly string[]).includes(value);
}

export function isPurchasable(product: Product): boolean {
  return product.stockStatus === 'instock';
}

export function isOnSale(product: Product): boolean {
  return product.regularPriceCents !== null && product.regularPriceCents > product.priceCents;
}
