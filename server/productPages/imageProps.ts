import type { Json } from '../util/phpJson.ts';
import { PRODUCT_ORIG_SIZE, PRODUCT_SUBSIZES, uploadUrl } from '../templates/uploads.ts';

/** The single-product image size (woocommerce_single), the gallery thumbnail and the shop thumbnail. */
export const SINGLE_SIZE = 416;
export const GALLERY_THUMB_SIZE = 100;
export const SHOP_THUMB_SIZE = 324;

export function imageSrcset(siteUrl: string, stem: string, first: number): string {
  const sizes = [first, ...PRODUCT_SUBSIZES.filter((s) => s !== first)];
  return [...sizes.map((s) => `${uploadUrl(siteUrl, stem, { w: s, h: s })} ${s}w`), `${uploadUrl(siteUrl, stem)} ${PRODUCT_ORIG_SIZE}w`].join(', ');
}

/** wc_get_product_attachment_props(): the image fields a variation carries. */
export function imageProps(siteUrl: string, stem: string, alt: string): Json {
  const at = (s: number): string => uploadUrl(siteUrl, stem, { w: s, h: s });
  const full = uploadUrl(siteUrl, stem);
  return {
    title: alt, caption: '', url: full, alt,
    src: at(SINGLE_SIZE), srcset: imageSrcset(siteUrl, stem, SINGLE_SIZE), sizes: `(max-width: ${SINGLE_SIZE}px) 100vw, ${SINGLE_SIZE}px`,
    full_src: full, full_src_w: PRODUCT_ORIG_SIZE, full_src_h: PRODUCT_ORIG_SIZE,
    gallery_thumbnail_src: at(GALLERY_THUMB_SIZE), gallery_thumbnail_src_w: GALLERY_THUMB_SIZE, gallery_thumbnail_src_h: GALLERY_THUMB_SIZE,
    thumb_src: at(SHOP_THUMB_SIZE), thumb_src_w: SHOP_THUMB_SIZE, thumb_src_h: SHOP_THUMB_SIZE,
    src_w: SINGLE_SIZE, src_h: SINGLE_SIZE,
  };
}
