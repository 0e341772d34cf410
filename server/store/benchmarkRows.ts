import type { Product } from './Product.ts';

/** Virtual copies use id = real id + 1000 × copy, so they never collide with catalogue ids (all < 1000). */
const COPY_STRIDE = 1000;

/**
 * `?per_page=1000` must render 1000 products for the benchmark while the catalogue stays ~45 rows:
 * repeat the page's products with distinct ids (only for that query).
 */
export function expandForBenchmark(products: readonly Product[], wanted: number): Product[] {
  if (products.length === 0 || products.length >= wanted) return [...products];
  const rows: Product[] = [];
  for (let i = 0; i < wanted; i += 1) {
    const source = products[i % products.length];
    if (source === undefined) break;
    const copy = Math.floor(i / products.length);
    rows.push(copy === 0 ? source : { ...source, id: source.id + COPY_STRIDE * copy });
  }
  return rows;
}

/** Maps a virtual benchmark id back to the real product, so adding one to the cart works. */
export function realProductId(id: number): number {
  return id >= COPY_STRIDE ? id % COPY_STRIDE : id;
}
