import type { Product } from '../store/Product.ts';
import { escapeAttr } from './escape.ts';
import { PRODUCT_ORIG_SIZE, PRODUCT_SUBSIZES, uploadUrl } from './uploads.ts';

/** Attachment meta of an image without EXIF, as WordPress stores it (all strings). */
const EMPTY_IMAGE_META = {
  aperture: '0', credit: '', camera: '', caption: '', created_timestamp: '0', copyright: '',
  focal_length: '0', iso: '0', shutter_speed: '0', title: '', orientation: '0', alt: '',
};

function srcset(siteUrl: string, stem: string, first: number): string {
  const sizes = [first, ...PRODUCT_SUBSIZES.filter((s) => s !== first)];
  const entries = sizes.map((s) => `${uploadUrl(siteUrl, stem, { w: s, h: s })} ${s}w`);
  return [...entries, `${uploadUrl(siteUrl, stem)} ${PRODUCT_ORIG_SIZE}w`].join(', ');
}

/** Jetpack Carousel adds these to every attachment image (carousel contract s1.4). */
function carouselAttributes(siteUrl: string, product: Product): string {
  const orig = uploadUrl(siteUrl, product.imageSlug);
  return [
    `data-attachment-id="${product.imageAttachmentId}"`,
    `data-permalink="${escapeAttr(`${siteUrl}/?attachment_id=${product.imageAttachmentId}`)}"`,
    `data-orig-file="${escapeAttr(orig)}"`,
    `data-orig-size="${PRODUCT_ORIG_SIZE},${PRODUCT_ORIG_SIZE}"`,
    'data-comments-opened="1"',
    `data-image-meta="${escapeAttr(JSON.stringify(EMPTY_IMAGE_META))}"`,
    `data-image-title="${escapeAttr(product.name)}"`,
    'data-image-description=""',
    'data-image-caption=""',
    `data-large-file="${escapeAttr(orig)}"`,
  ].join(' ');
}

export interface ProductImageOptions {
  size: 324 | 416 | 100;
  /** The first image of a page loads eagerly with high priority; the rest lazily. */
  eager?: boolean;
  className?: string;
  /** Empty alt when the image sits in a link that already names the product (axe image-redundant-alt). */
  decorative?: boolean;
}

export function productImage(siteUrl: string, product: Product, options: ProductImageOptions): string {
  const { size } = options;
  const className = options.className ?? 'attachment-woocommerce_thumbnail size-woocommerce_thumbnail';
  const loading = options.eager === true ? 'decoding="async" fetchpriority="high"' : 'decoding="async" loading="lazy"';
  const sizes = options.eager === true ? `(max-width: ${size}px) 100vw, ${size}px` : `auto, (max-width: ${size}px) 100vw, ${size}px`;
  return `<img width="${size}" height="${size}" src="${escapeAttr(uploadUrl(siteUrl, product.imageSlug, { w: size, h: size }))}" `
    + `class="${escapeAttr(className)}" alt="${options.decorative === true ? '' : escapeAttr(product.name)}" ${loading} `
    + `srcset="${escapeAttr(srcset(siteUrl, product.imageSlug, size))}" sizes="${sizes}" ${carouselAttributes(siteUrl, product)} />`;
}
