import { prefersReducedMotion } from '../../../adapters/pageEnvironment.ts';
import { readSingleProductParams } from '../../../adapters/readSingleProductParams.ts';
import type { IslandContext, Unmount } from '../../../core/scanner/index.ts';
import { createGallery } from './createGallery.ts';

/** The product gallery (docs/reference/product-page.md s1), configured by wc_single_product_params. */
export function mount(gallery: HTMLElement, context: IslandContext): Unmount {
  // WooCommerce prints `opacity: 0` for its slider script to fade the gallery in: show it first,
  // so even a malformed global (which stops this island) leaves the images visible.
  if (gallery.style.opacity === '0') gallery.style.opacity = '1';
  const params = readSingleProductParams();
  return createGallery(gallery, params, { reducedMotion: prefersReducedMotion(), page: context.page });
}
