import type { Database } from 'better-sqlite3';
import type { Brand, Category, OrderBy, Product, Tag } from './Product.ts';
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
    productById(id: number): Product | undefined;
    productBySlug(slug: string): Product | undefined;
    relatedProducts(product: Product, limit: number): Product[];
    categories(): Category[];
    categoryBySlug(slug: string): Category | undefined;
    tagBySlug(slug: string): Tag | undefined;
    brands(): Brand[];
    brandBySlug(slug: string): Brand | undefined;
    option(name: string): string | undefined;
}
export declare function createCatalogue(db: Database): Catalogue;
