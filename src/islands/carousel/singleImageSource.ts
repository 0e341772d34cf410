import { readCarouselImage } from '../../core/carousel/index.ts';
import type { CarouselConfig } from '../../core/carousel/index.ts';
import type { CarouselSource } from './CarouselSource.ts';

const withoutQuery = (url: string): string => url.split('?')[0] ?? url;

/** The image's parent link points at its attachment page or its file, whatever the settings. */
export function linksToItself(image: HTMLImageElement): boolean {
  const link = image.parentElement;
  if (!(link instanceof HTMLAnchorElement) || !link.getAttribute('href')) return false;
  return link.href === image.dataset['permalink'] || withoutQuery(link.href) === withoutQuery(image.dataset['origFile'] ?? '');
}

/**
 * The link around a single image, when Jetpack would open it in the carousel (contract s1.5): single
 * images are on, the link is the image's parent, not inside a gallery item, and points at the
 * attachment page (or at the file, when that setting is on).
 */
export function qualifyingLink(image: HTMLImageElement, config: CarouselConfig): HTMLAnchorElement | null {
  const link = image.parentElement;
  if (!config.singleImageGallery || !(link instanceof HTMLAnchorElement) || !link.getAttribute('href')) return null;
  const container = link.parentElement;
  if (container?.classList.contains('gallery-icon') || container?.closest('.gallery-item, .tiled-gallery-item, .blocks-gallery-item')) return null;
  const toFile = config.singleImageGalleryMediaFile && withoutQuery(link.href) === withoutQuery(image.dataset['origFile'] ?? '');
  return toFile || link.href === image.dataset['permalink'] ? link : null;
}

/**
 * A single image as a one-image gallery. The link gets Jetpack's class `single-image-gallery` for
 * themes that style it; not `data-carousel-extra`, which would make the link a gallery mount point.
 */
export function singleImageSource(image: HTMLImageElement, config: CarouselConfig): { source: CarouselSource; undo: () => void } | null {
  const link = qualifyingLink(image, config);
  if (!link) return null;
  const hadClass = link.classList.contains('single-image-gallery');
  link.classList.add('single-image-gallery');
  return {
    source: { element: link, images: () => [readCarouselImage(image)], blogId: config.blogId, focusTarget: () => link },
    undo: () => {
      if (!hadClass) link.classList.remove('single-image-gallery');
    },
  };
}
