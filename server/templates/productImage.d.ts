import type { Product } from '../store/Product.ts';
export interface ProductImageOptions {
    size: 324 | 416 | 100;
    /** The first image of a page loads eagerly with high priority; the rest lazily. */
    eager?: boolean;
    className?: string;
    /** Empty alt when the image sits in a link that already names the product (axe image-redundant-alt). */
    decorative?: boolean;
}
export declare function productImage(siteUrl: string, product: Product, options: ProductImageOptions): string;
