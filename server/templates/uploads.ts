/** Generated images live where WordPress keeps uploads, so URLs look like the real store's. */
export const UPLOADS_PATH = '/wp-content/uploads/2026/11';

/** Product originals are 800 × 800, like the captured store's. */
export const PRODUCT_ORIG_SIZE = 800;

/** WordPress + WooCommerce sub-sizes registered by Storefront: shop thumbnail 324, single 416, gallery 100. */
export const PRODUCT_SUBSIZES: readonly number[] = [324, 300, 150, 768, 416, 100];

export function uploadUrl(siteUrl: string, stem: string, size?: { w: number; h: number }): string {
  const suffix = size === undefined ? '' : `-${size.w}x${size.h}`;
  return `${siteUrl}${UPLOADS_PATH}/${stem}${suffix}.svg`;
}
