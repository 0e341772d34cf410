import type { Product } from './Product.ts';
/**
 * `?per_page=1000` must render 1000 products for the benchmark while the catalogue stays ~45 rows:
 * repeat the page's products with distinct ids (only for that query).
 */
export declare function expandForBenchmark(products: readonly Product[], wanted: number): Product[];
/** Maps a virtual benchmark id back to the real product, so adding one to the cart works. */
export declare function realProductId(id: number): number;
