export type StockStatus = 'instock' | 'outofstock';
export interface Product {
    id: number;
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
export declare const ORDERBY_VALUES: readonly ["menu_order", "popularity", "rating", "date", "price", "price-desc"];
export type OrderBy = (typeof ORDERBY_VALUES)[number];
export declare function isOrderBy(value: unknown): value is OrderBy;
export declare function isPurchasable(product: Product): boolean;
export declare function isOnSale(product: Product): boolean;
