import { readCarouselImage } from './readCarouselImage.ts';
import type { CarouselImage } from './types.ts';

/** The images that become slides (carousel contract s1.7). */
export const SLIDE_IMAGE_SELECTOR =
  '.gallery-item [data-attachment-id], .tiled-gallery-item [data-attachment-id], img[data-attachment-id], img[data-id]';

/**
 * A gallery's slides, in document order. Images without an attachment id get no slide; the index is
 * counted among slides (not items), so id-less images cannot shift the start slide (a Jetpack bug, s5.12).
 */
export function galleryImages(gallery: Element): CarouselImage[] {
  const images = [...gallery.querySelectorAll(SLIDE_IMAGE_SELECTOR)].filter(
    (node): node is HTMLImageElement => node instanceof HTMLImageElement,
  );
  return images.map(readCarouselImage).filter((image) => image.attachmentId !== '0');
}

/** The slide index of an attachment in a gallery, or -1. */
export function slideIndexOf(images: readonly CarouselImage[], attachmentId: string): number {
  return images.findIndex((image) => image.attachmentId === attachmentId);
}
