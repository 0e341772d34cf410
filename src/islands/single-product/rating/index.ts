import { readSingleProductParams } from '../../../adapters/readSingleProductParams.ts';
import type { IslandContext, Unmount } from '../../../core/scanner/index.ts';
import { createStarRating } from './createStarRating.ts';

/** Review stars (docs/reference/product-page.md s2); needs wc_single_product_params like single-product.js. */
export function mount(select: HTMLElement, _context: IslandContext): Unmount {
  const params = readSingleProductParams();
  if (!(select instanceof HTMLSelectElement)) return () => undefined;
  return createStarRating(select, params.ratingRequired, { options: params.text.ratingOptions, required: params.text.requiredRating });
}
