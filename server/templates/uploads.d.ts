/** Generated images live where WordPress keeps uploads, so URLs look like the real store's. */
export declare const UPLOADS_PATH = "/wp-content/uploads/2026/11";
/** Product originals are 800 × 800, like the captured store's. */
export declare const PRODUCT_ORIG_SIZE = 800;
/** WordPress + WooCommerce sub-sizes registered by Storefront: shop thumbnail 324, single 416, gallery 100. */
export declare const PRODUCT_SUBSIZES: readonly number[];
export declare function uploadUrl(siteUrl: string, stem: string, size?: {
    w: number;
    h: number;
}): string;
