import type { CarouselConfig } from '../../core/carousel/index.ts';
import type { CarouselSource } from './CarouselSource.ts';

const withoutQuery = (url: string | null | undefined): string => (url ?? '').split('?')[0] ?? '';

/**
 * The slide an event on the source opens, or -1: a click on one of its images that is not in a
 * caption and does not follow a custom link (Jetpack's guard, contract s1.7).
 */
export function slideForEvent(source: CarouselSource, event: Event): number {
  const target = event.target;
  const image = target instanceof Element ? target.closest('img') : null;
  if (!image || !source.element.contains(image) || image.closest('figcaption, .gallery-caption')) return -1;
  const href = image.closest('a')?.getAttribute('href');
  const ownLink = !href || href === image.getAttribute('data-permalink') || withoutQuery(href) === withoutQuery(image.getAttribute('data-orig-file'));
  if (!ownLink) return -1;
  return source.images().findIndex((slide) => slide.element === image);
}

/** Gallery images that are not links become buttons, so keyboards can open them (Jetpack#28291). */
function makeButtons(source: CarouselSource, config: CarouselConfig): () => void {
  const undo: Array<() => void> = [];
  for (const { element: image } of source.images()) {
    if (image.closest('a[href]') || image.hasAttribute('tabindex')) continue;
    const label = image.getAttribute('aria-label');
    image.setAttribute('role', 'button');
    image.setAttribute('tabindex', '0');
    image.setAttribute('aria-haspopup', 'dialog');
    // The alt text stays the name: what the image shows, then what activating it does.
    image.setAttribute('aria-label', image.alt ? `${image.alt}. ${config.strings.imageLabel}` : config.strings.imageLabel);
    undo.push(() => {
      for (const name of ['role', 'tabindex', 'aria-haspopup']) image.removeAttribute(name);
      if (label === null) image.removeAttribute('aria-label');
      else image.setAttribute('aria-label', label);
    });
  }
  return () => undo.forEach((run) => run());
}

/**
 * Clicks on the source's images open the carousel there; Enter and Space on the image buttons arrive
 * as clicks (the loader gives them a button's keys, definition.ts). `open` gets the element that keeps
 * focus when it closes.
 */
export function bindOpeners(source: CarouselSource, config: CarouselConfig, open: (index: number, opener: HTMLElement) => void): () => void {
  const onClick = (event: MouseEvent): void => {
    const index = slideForEvent(source, event);
    const image = source.images()[index];
    if (!image) return;
    event.preventDefault();
    open(index, source.focusTarget(image));
  };
  const unbuttons = makeButtons(source, config);
  source.element.addEventListener('click', onClick);
  return () => {
    source.element.removeEventListener('click', onClick);
    unbuttons();
  };
}
