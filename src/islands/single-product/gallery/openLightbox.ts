import { readCarouselConfig } from '../../../adapters/readCarouselConfig.ts';
import { readCarouselImage } from '../../../core/carousel/index.ts';
import type { CarouselImage } from '../../../core/carousel/index.ts';
import type { PageScope } from '../../../core/page/index.ts';
import type * as CarouselDialogModule from '../../carousel/renderCarousel.tsx';

/**
 * The lightbox is the project's full-screen carousel (APG modal, keys, swipe); WooCommerce's
 * PhotoSwipe shows the same data: each slide's data-large_image (which a variation may have
 * swapped), its size, alt and caption. Comments and EXIF belong to blog galleries, not products.
 */
const LIGHTBOX_CONFIG = readCarouselConfig({ jetpackCarouselStrings: { ajaxurl: '-', nonce: '', display_comments: '0', display_exif: '0' } });

function lightboxImage(img: HTMLImageElement): CarouselImage {
  const base = readCarouselImage(img);
  const large = img.dataset['large_image'] || base.origFile || img.src;
  const width = Number(img.dataset['large_image_width']) || base.origWidth;
  const height = Number(img.dataset['large_image_height']) || base.origHeight;
  return {
    ...base, attachmentId: base.attachmentId || large, origFile: large, largeFile: large, mediumFile: large,
    origWidth: width, origHeight: height, src: img.currentSrc || img.src, srcset: img.srcset, alt: img.alt,
    title: img.dataset['caption'] || img.title || img.alt, caption: img.dataset['caption'] ?? '', desc: '', imageMeta: {},
  };
}

/** Loads the carousel's dialog code ahead of a click (pointer over the gallery). */
export function preloadLightbox(): void {
  void import('../../carousel/renderCarousel.tsx').catch(() => undefined);
}

/**
 * Opens the slides at `index`; closing returns focus to `opener` (the trigger or the image's link).
 * Resolves false when the dialog's code could not load (the caller then follows the link).
 */
export async function openLightbox(page: PageScope, slides: readonly HTMLElement[], index: number, opener: HTMLElement, onSelect: (index: number) => void): Promise<boolean> {
  const images = slides.map((s) => s.querySelector('img')).filter((img): img is HTMLImageElement => img !== null).map(lightboxImage);
  let module: typeof CarouselDialogModule;
  try {
    module = await import('../../carousel/renderCarousel.tsx');
  } catch {
    return false;
  }
  let close = (): void => undefined;
  close = module.renderCarousel(page, {
    images, startIndex: index, request: { index, seq: 0 }, blogId: 1, config: LIGHTBOX_CONFIG, onSelect,
    onClose: () => {
      close();
      opener.focus({ preventScroll: true });
    },
  });
  return true;
}
