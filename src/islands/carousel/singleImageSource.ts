import { readCarouselImage } from '../../core/carousel/index.ts';
import type { CarouselConfig } from '../../core/carousel/index.ts';
import type { CarouselSource } from './CarouselSource.ts';

const withoutQuery = (url: string): string => url.split('?')[0] ?? url;

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
 * A single image as a one-image gallery. The link gets Jetpack's marks (class `single-image-gallery`
 * and `data-carousel-extra`) so themes and plugins that look for them still find them.
 */
export function singleImageSource(image: HTMLImageElement, config: CarouselConfig): { source: CarouselSource; undo: () => void } | null {
  const link = qualifyingLink(image, config);
  if (!link) return null;
  const hadClass = link.classList.contains('single-image-gallery');
  const hadExtra = link.hasAttribute('data-carousel-extra');
  link.classList.add('single-image-gallery');
  if (!hadExtra) link.setAttribute('data-carousel-extra', JSON.stringify({ blog_id: config.blogId }));
  return {
    source: { element: link, images: () => [readCarouselImage(image)], blogId: config.blogId, focusTarget: () => link },
    undo: () => {
      if (!hadClass) link.classList.remove('single-image-gallery');
      if (!hadExtra) link.removeAttribute('data-carousel-extra');
    },
  };
}
