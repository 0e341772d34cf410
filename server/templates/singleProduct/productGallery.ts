import type { Product } from '../../store/Product.ts';
import type { GalleryImage } from '../../productPages/types.ts';
import { GALLERY_THUMB_SIZE, SINGLE_SIZE, imageSrcset } from '../../productPages/imageProps.ts';
import { escapeAttr } from '../escape.ts';
import { PRODUCT_ORIG_SIZE, uploadUrl } from '../uploads.ts';

/** Attachment meta of an image without EXIF, as WordPress stores it (all strings). */
const EMPTY_IMAGE_META = JSON.stringify({
  aperture: '0', credit: '', camera: '', caption: '', created_timestamp: '0', copyright: '',
  focal_length: '0', iso: '0', shutter_speed: '0', title: '', orientation: '0', alt: '',
});

/**
 * wc_get_gallery_image_html(): one slide. The thumb data feeds the slider's thumbnails, the
 * large-image data the lightbox, and Jetpack's attributes the carousel (captured markup, product-drone.html).
 */
function galleryImage(siteUrl: string, image: GalleryImage, first: boolean): string {
  const { stem } = image;
  const full = uploadUrl(siteUrl, stem);
  const thumb = uploadUrl(siteUrl, stem, { w: GALLERY_THUMB_SIZE, h: GALLERY_THUMB_SIZE });
  const loading = first ? 'decoding="async" fetchpriority="high"' : 'decoding="async" loading="lazy"';
  const img = `<img width="${SINGLE_SIZE}" height="${SINGLE_SIZE}" src="${escapeAttr(uploadUrl(siteUrl, stem, { w: SINGLE_SIZE, h: SINGLE_SIZE }))}" `
    + `class="${first ? 'wp-post-image' : ''}" alt="${escapeAttr(image.alt)}" data-caption="" data-src="${escapeAttr(full)}" `
    + `data-large_image="${escapeAttr(full)}" data-large_image_width="${PRODUCT_ORIG_SIZE}" data-large_image_height="${PRODUCT_ORIG_SIZE}" `
    + `${loading} srcset="${escapeAttr(imageSrcset(siteUrl, stem, SINGLE_SIZE))}" sizes="(max-width: ${SINGLE_SIZE}px) 100vw, ${SINGLE_SIZE}px" `
    + `data-attachment-id="${image.attachmentId}" data-permalink="${escapeAttr(`${siteUrl}/?attachment_id=${image.attachmentId}`)}" `
    + `data-orig-file="${escapeAttr(full)}" data-orig-size="${PRODUCT_ORIG_SIZE},${PRODUCT_ORIG_SIZE}" data-comments-opened="1" `
    + `data-image-meta="${escapeAttr(EMPTY_IMAGE_META)}" data-image-title="${escapeAttr(image.alt)}" data-image-description="" `
    + `data-image-caption="" data-large-file="${escapeAttr(full)}" />`;
  return `<div data-thumb="${escapeAttr(thumb)}" data-thumb-alt="${escapeAttr(image.alt)}" `
    + `data-thumb-srcset="${escapeAttr(imageSrcset(siteUrl, stem, GALLERY_THUMB_SIZE))}" `
    + ` data-thumb-sizes="(max-width: ${GALLERY_THUMB_SIZE}px) 100vw, ${GALLERY_THUMB_SIZE}px" class="woocommerce-product-gallery__image">`
    + `<a href="${escapeAttr(full)}">${img}</a></div>`;
}

/**
 * single-product/product-image.php: the featured image, then the gallery. WooCommerce also prints
 * `style="opacity: 0"` for flexslider to fade in; the demo leaves it out so the page never depends
 * on a script to show its images (the gallery island still clears it on stores that print it).
 */
export function productGallery(siteUrl: string, product: Product, gallery: readonly GalleryImage[]): string {
  const images = [{ stem: product.imageSlug, attachmentId: product.imageAttachmentId, alt: product.name }, ...gallery];
  return `<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4">
	<div class="woocommerce-product-gallery__wrapper">
		${images.map((image, i) => galleryImage(siteUrl, image, i === 0)).join('')}	</div>
</div>`;
}
