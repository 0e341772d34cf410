import { galleryImages } from '../../core/carousel/index.ts';
import type { CarouselSource } from './CarouselSource.ts';

/**
 * A gallery container. Its `data-carousel-extra` must be parseable JSON, or the gallery is left as
 * plain HTML (contract s1.3); only `blog_id` is used.
 */
export function gallerySource(container: HTMLElement): CarouselSource | null {
  let extra: unknown;
  try {
    extra = JSON.parse(container.getAttribute('data-carousel-extra') || 'null');
  } catch {
    return null;
  }
  if (typeof extra !== 'object' || extra === null) return null;
  const blogId = Number((extra as Record<string, unknown>)['blog_id']) || 0;
  return {
    element: container,
    images: () => galleryImages(container),
    blogId,
    focusTarget: (image) => image.element.closest('a') ?? image.element,
  };
}
