import type { Variation } from '../../core/variations/index.ts';
import { resetVariationAttr, setVariationAttr } from './keepOriginal.ts';

const IMAGE_ATTRS = ['src', 'width', 'height', 'srcset', 'sizes', 'title', 'data-caption', 'alt', 'data-src',
  'data-large_image', 'data-large_image_width', 'data-large_image_height'] as const;

interface GalleryParts {
  gallery: Element | null;
  wrap: Element | null;
  image: Element | null;
  link: Element | null;
  /** The first thumbnail the gallery island drew, if any. */
  thumb: Element | null;
}

function galleryParts(form: Element): GalleryParts {
  const product = form.closest('.product');
  const gallery = product?.querySelector('.images') ?? null;
  const wrap = gallery?.querySelector('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder') ?? null;
  return {
    gallery, wrap,
    image: wrap?.querySelector('.wp-post-image') ?? null,
    link: wrap?.querySelector('a') ?? null,
    thumb: product?.querySelector('.flex-control-nav li img') ?? null,
  };
}

/** wc_variations_image_reset: the first slide shows the product's own image again. */
export function resetVariationImage(form: Element): void {
  const { wrap, image, link, thumb } = galleryParts(form);
  if (image) for (const name of IMAGE_ATTRS) resetVariationAttr(image, name);
  if (wrap) resetVariationAttr(wrap, 'data-thumb');
  if (thumb) resetVariationAttr(thumb, 'src');
  if (link) resetVariationAttr(link, 'href');
}

/**
 * wc_variations_image_update: a variation's image replaces the first slide's (each original kept for
 * the reset); without one, the product's image comes back. Returns the gallery, which the caller
 * tells to go back to the first slide and redo its zoom.
 */
export function updateVariationImage(form: Element, variation: Variation | null): Element | null {
  const parts = galleryParts(form);
  const img = variation?.image;
  if (!img?.src || img.src.length <= 1) {
    resetVariationImage(form);
    return parts.gallery;
  }
  const values: Record<(typeof IMAGE_ATTRS)[number], string | number | undefined> = {
    src: img.src, width: img.src_w, height: img.src_h, srcset: img.srcset, sizes: img.sizes, title: img.title,
    'data-caption': img.caption, alt: img.alt, 'data-src': img.full_src, 'data-large_image': img.full_src,
    'data-large_image_width': img.full_src_w, 'data-large_image_height': img.full_src_h,
  };
  if (parts.image) for (const name of IMAGE_ATTRS) setVariationAttr(parts.image, name, values[name]);
  if (parts.wrap) setVariationAttr(parts.wrap, 'data-thumb', img.src);
  if (parts.thumb) setVariationAttr(parts.thumb, 'src', img.gallery_thumbnail_src);
  if (parts.link) setVariationAttr(parts.link, 'href', img.full_src);
  return parts.gallery;
}
