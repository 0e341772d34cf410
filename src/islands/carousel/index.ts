import { readCarouselConfig } from '../../adapters/readCarouselConfig.ts';
import { navigateTo } from '../../adapters/browser.ts';
import type { CarouselConfig } from '../../core/carousel/index.ts';
import { pageKey, pageState } from '../../core/page/index.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { bindOpeners, slideForEvent } from './bindOpeners.ts';
import { createCarouselPage, type CarouselPage } from './carouselPage.ts';
import type { CarouselSource } from './CarouselSource.ts';
import { gallerySource } from './gallerySource.ts';
import { linksToItself, singleImageSource } from './singleImageSource.ts';

const CAROUSEL_PAGE = pageKey<CarouselPage>('carousel');

function carouselPage(config: CarouselConfig, { bus, page }: IslandContext): CarouselPage {
  return pageState(page, CAROUSEL_PAGE, () => createCarouselPage(config, bus, page));
}

function sourceFor(element: HTMLElement, config: CarouselConfig): { source: CarouselSource; undo: () => void } | null {
  if (element instanceof HTMLImageElement) return singleImageSource(element, config);
  const source = gallerySource(element);
  return source && { source, undo: () => undefined };
}

/** A click held while the code loaded, on an image that turned out not to open: complete it plainly. */
function followLink(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement) navigateTo(link.href);
}

/**
 * Jetpack Carousel on a gallery container or a single linked image (carousel contract s1). Mounting
 * binds the openers without React; the dialog's code is fetched and evaluated on the first pointer,
 * focus or open. A click held by the loader waits for it, and if it cannot load, the loader follows
 * the image's link instead.
 */
export async function mount(element: HTMLElement, context: IslandContext): Promise<Unmount> {
  // A single image that links elsewhere is not a carousel image: no need for Jetpack's strings at all.
  if (element instanceof HTMLImageElement && !linksToItself(element)) {
    context.pending.forEach(followLink);
    return () => undefined;
  }
  const config = readCarouselConfig();
  const carousel = carouselPage(config, context);
  // A click held while this code loaded opens at once, so wait for the dialog then (a failure here
  // disables the island and the loader follows the link). Otherwise React stays unevaluated until the
  // shopper points at, focuses or opens an image, or the address names one (issue #15).
  if (context.pending.length > 0) await carousel.ready();
  element.removeAttribute('aria-busy');
  const found = sourceFor(element, config);
  if (!found) {
    context.pending.forEach(followLink);
    return () => undefined;
  }
  const { source, undo } = found;
  const unbind = bindOpeners(source, config, (index, opener) => carousel.open(source, index, opener));
  const unregister = carousel.register(source);
  // A pointer or focus on the images is a sign of intent: fetch the comments code ahead of the open.
  const prefetch = (): void => carousel.prefetch();
  source.element.addEventListener('pointerover', prefetch, { once: true });
  source.element.addEventListener('focusin', prefetch, { once: true });
  const last = context.pending[context.pending.length - 1];
  if (last) {
    const index = slideForEvent(source, last);
    const image = source.images()[index];
    if (image) carousel.open(source, index, source.focusTarget(image));
    else followLink(last);
  }
  return () => {
    source.element.removeEventListener('pointerover', prefetch);
    source.element.removeEventListener('focusin', prefetch);
    unregister();
    unbind();
    undo();
  };
}
