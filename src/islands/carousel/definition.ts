import type { IslandDefinition } from '../../core/scanner/types.ts';

const file = (url: string | null | undefined): string | undefined => url?.split('?')[0];

/**
 * A click on an attachment image (not in a caption) that links nowhere, or to its own file or page:
 * the clicks Jetpack opens the carousel for (contract s1.7). Custom links stay plain links.
 */
const opensCarousel = (_element: HTMLElement, event: Event): boolean => {
  const image = event.target;
  if (!(image instanceof HTMLImageElement) || !image.matches('[data-attachment-id],[data-id]') || image.closest('figcaption')) return false;
  const href = image.closest('a')?.getAttribute('href');
  return !href || href === image.dataset['permalink'] || file(href) === file(image.dataset['origFile']);
};

/**
 * Jetpack Carousel (carousel contract s1): galleries carrying `data-carousel-extra`, and single images
 * linked to their attachment page. Code is fetched at idle, so the first open shows the image with no
 * download behind a spinner; a click before it arrives is held and opens the carousel once it has
 * (or, if it cannot load, follows the image's link).
 */
export const definition: IslandDefinition = {
  name: 'carousel',
  // Single images are content images (class wp-image-N, which Jetpack keys on): product thumbnails carry
  // data-attachment-id too, but link to their product and are not ours.
  selector: '[data-carousel-extra],a>img[data-attachment-id][class*="wp-image-"]:not([data-carousel-extra] img)',
  // Gallery images that link nowhere, once the island has made them buttons (bindOpeners.ts).
  buttons: '[data-carousel-extra] img[role="button"]',
  capture: ['click'],
  shouldCapture: opensCarousel,
  onCapture: (element) => element.setAttribute('aria-busy', 'true'),
  onCaptureFailed: (element) => element.removeAttribute('aria-busy'),
  load: () => import('./index.ts'),
};
