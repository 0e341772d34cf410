import EmblaCarousel from 'embla-carousel';
import { navigateTo } from '../../../adapters/browser.ts';
import { readBundleStrings } from '../../../adapters/readBundleStrings.ts';
import type { SingleProductParams } from '../../../adapters/readSingleProductParams.ts';
import type { PageScope } from '../../../core/page/index.ts';
import { elementEvents } from '../../../island-kit/elementEvents.ts';
import type { GalleryEventMap } from '../../../island-kit/galleryEvents.ts';
import { buildSlider } from './buildSlider.ts';
import { createZoom } from './createZoom.ts';
import { ensureStyles } from './ensureStyles.ts';
import { openLightbox, preloadLightbox } from './openLightbox.ts';

export interface GalleryEnvironment {
  reducedMotion: boolean;
  /** The page's state, where the lightbox keeps its React root. */
  page: PageScope;
}

/** Flexslider's animationSpeed (ms) as Embla's duration (its unit is roughly 1/16 of that, 20-60 useful). */
const emblaDuration = (ms: number): number => Math.max(10, Math.min(60, Math.round(ms / 16)));

/**
 * single-product.js's ProductGallery without jQuery: a slider with thumbnails (Embla, like the
 * carousel), hover zoom, and the full-screen lightbox from the trigger or a click on a slide. The
 * server's markup stays the slides; one image means no slider, as WooCommerce decides.
 */
export function createGallery(gallery: HTMLElement, params: SingleProductParams, env: GalleryEnvironment): () => void {
  const doc = gallery.ownerDocument;
  const cleanups: Array<() => void> = [];
  const wrapper = gallery.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper');
  const slides = wrapper ? [...wrapper.querySelectorAll<HTMLElement>(':scope > .woocommerce-product-gallery__image')] : [];
  if (!wrapper || slides.length === 0) return () => undefined;
  ensureStyles(doc);
  const events = elementEvents<GalleryEventMap>(gallery);
  let current = 0;
  let select: (index: number, instant: boolean) => void = () => undefined;
  let unzoom = (): void => undefined;

  const useSlider = params.slider && (slides.length > 1 || params.allowOneSlide);
  if (useSlider) {
    const parts = buildSlider(gallery, wrapper, slides, params.thumbnails, readBundleStrings(doc));
    const embla = EmblaCarousel(parts.viewport, {
      loop: params.loop, direction: params.rtl ? 'rtl' : 'ltr',
      duration: env.reducedMotion || !params.animate ? 10 : emblaDuration(params.animationSpeedMs),
      container: wrapper, slides,
    });
    const show = (): void => {
      current = embla.selectedScrollSnap();
      slides.forEach((slide, i) => {
        const on = i === current;
        slide.classList.toggle('flex-active-slide', on);
        // Slides out of view leave the Tab order and the accessibility tree.
        slide.toggleAttribute('inert', !on);
        if (on) slide.removeAttribute('aria-hidden'); else slide.setAttribute('aria-hidden', 'true');
      });
      parts.thumbButtons.forEach((button, i) => {
        button.setAttribute('aria-current', String(i === current));
        button.querySelector('img')?.classList.toggle('flex-active', i === current);
      });
      zoomCurrent();
    };
    select = (index, instant) => embla.scrollTo(index, instant);
    embla.on('select', show);
    parts.thumbButtons.forEach((button, i) => button.addEventListener('click', () => select(i, false)));
    const onKey = (event: KeyboardEvent): void => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (step === undefined) return;
      event.preventDefault();
      if ((step === 1) !== params.rtl) embla.scrollNext(); else embla.scrollPrev();
    };
    parts.viewport.addEventListener('keydown', onKey);
    parts.thumbs?.addEventListener('keydown', onKey);
    cleanups.push(
      events.listen('woocommerce_gallery_reset_slide_position', () => select(0, true)),
      () => embla.destroy(),
      () => parts.undo(),
    );
    show();
  }

  // Zoom follows the slide in view (WooCommerce re-initialises it after each slide and on a variation change).
  function zoomCurrent(): void {
    unzoom();
    const slide = slides[current];
    // Touch is decided per pointer inside createZoom (a finger never zooms, a mouse on a touch laptop does).
    unzoom = params.zoom && slide ? createZoom(slide, () => gallery.clientWidth) : () => undefined;
  }
  if (!useSlider) zoomCurrent();
  cleanups.push(events.listen('woocommerce_gallery_init_zoom', zoomCurrent), () => unzoom());

  if (params.lightbox) {
    const trigger = doc.createElement('button');
    trigger.type = 'button';
    trigger.className = 'woocommerce-product-gallery__trigger';
    trigger.setAttribute('aria-label', params.text.galleryTrigger);
    trigger.innerHTML = '<span aria-hidden="true">🔍</span>';
    gallery.prepend(trigger);
    const open = (index: number, opener: HTMLElement, fallbackUrl: string | null): void => {
      void openLightbox(env.page, slides, index, opener, (i) => select(i, true)).then((opened) => {
        if (!opened && fallbackUrl) navigateTo(fallbackUrl);
      });
    };
    const onClick = (event: MouseEvent): void => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.woocommerce-product-gallery__trigger')) {
        event.preventDefault();
        open(current, trigger, null);
        return;
      }
      const link = target?.closest<HTMLAnchorElement>('.woocommerce-product-gallery__image a');
      const slide = link?.closest<HTMLElement>('.woocommerce-product-gallery__image');
      if (!link || !slide || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      open(Math.max(0, slides.indexOf(slide)), link, link.href);
    };
    gallery.addEventListener('click', onClick);
    gallery.addEventListener('pointerover', preloadLightbox, { once: true });
    cleanups.push(() => {
      gallery.removeEventListener('click', onClick);
      gallery.removeEventListener('pointerover', preloadLightbox);
      trigger.remove();
    });
  }

  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  };
}
