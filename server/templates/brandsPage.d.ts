import type { Brand } from '../store/Product.ts';
/**
 * [product_brand_thumbnails] + [product_brand_list] on the Brands page (brands.html). Letter headings
 * are h2 here (the plugin prints h3 under the page's h1), so the outline skips no level.
 */
export declare function brandsPage(siteUrl: string, brands: readonly Brand[]): string;
