import { navigateTo } from '../../adapters/browser.ts';
import { carouselHash, parseCarouselHash, slideIndexOf } from '../../core/carousel/index.ts';
import type { CarouselConfig, CarouselImage } from '../../core/carousel/index.ts';
import type { EventBus } from '../../core/events/index.ts';
import { lazyImport } from '../../core/lazy/index.ts';
import type { PageScope } from '../../core/page/index.ts';
import type { CarouselSource } from './CarouselSource.ts';
import type * as DialogModule from './renderCarousel.tsx';

type RenderCarousel = typeof DialogModule.renderCarousel;

export interface CarouselPage {
  /** Resolves once the carousel can open (its dialog code has arrived); rejects if it cannot load. */
  ready(): Promise<void>;
  /** Fetches what the first open would otherwise wait for (comments code, DOMPurify). */
  prefetch(): void;
  /** Adds a source; opens it at once when the location hash names one of its images. */
  register(source: CarouselSource): () => void;
  open(source: CarouselSource, index: number, opener: HTMLElement | null): void;
}

interface OpenState {
  readonly source: CarouselSource;
  readonly images: CarouselImage[];
  readonly opener: HTMLElement | null;
  index: number;
  /** Bumped for each slide the page asks for (hash changes), so a repeat request still applies. */
  request: number;
  unmount: () => void;
}

const byDocumentOrder = (a: CarouselSource, b: CarouselSource): number =>
  a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * The page's one carousel: the sources it can open, the `#jp-carousel-{id}` hash (spec s2; contract
 * s1.18) and the history. Opening by a click adds one history entry, so Back closes; moving between
 * slides and closing replace that entry instead of piling up more.
 */
export function createCarouselPage(config: CarouselConfig, bus: EventBus, page: PageScope, win: Window = window): CarouselPage {
  const sources = new Set<CarouselSource>();
  let renderer: RenderCarousel | undefined;
  let current: OpenState | null = null;

  const load = lazyImport(() =>
    import('./renderCarousel.tsx').then((module) => {
      renderer = module.renderCarousel;
      return module;
    }));

  const setHash = (hash: string): void => {
    const { pathname, search } = win.location;
    win.history.replaceState(win.history.state, '', `${pathname}${search}${hash}`);
  };

  function draw(state: OpenState): void {
    if (!renderer) return;
    state.unmount = renderer(page, {
      images: state.images,
      startIndex: state.index,
      request: { index: state.index, seq: state.request },
      blogId: state.source.blogId,
      config,
      onSelect: (index) => select(state, index),
      onClose: () => close(true),
    });
  }

  function select(state: OpenState, index: number): void {
    const image = state.images[index];
    if (current !== state || !image) return;
    state.index = index;
    if (parseCarouselHash(win.location.hash) !== image.attachmentId) setHash(carouselHash(image.attachmentId));
    bus.emit('wc-islands:carousel-slide', { attachmentId: image.attachmentId });
  }

  function close(userAction: boolean): void {
    const state = current;
    if (!state) return;
    current = null;
    // The hash is gone already when the visitor removed it (Back, or an edited address).
    if (userAction && parseCarouselHash(win.location.hash) !== null) setHash('');
    state.unmount();
    const image = state.images[state.index];
    const target = state.opener?.isConnected ? state.opener : image ? state.source.focusTarget(image) : null;
    target?.focus({ preventScroll: true });
  }

  function open(source: CarouselSource, index: number, opener: HTMLElement | null, viaHash = false): void {
    if (!renderer) {
      // The dialog's code (and React) is evaluated on the first open, not at idle (issue #15). If it
      // cannot load, the opener's own link is followed, as when the loader could not mount the island.
      load().then(
        () => open(source, index, opener, viaHash),
        () => {
          const link = opener?.closest('a[href]');
          if (link instanceof HTMLAnchorElement) navigateTo(link.href);
        },
      );
      return;
    }
    const images = source.images();
    const image = images[index] ?? images[0];
    if (!image || current) return;
    const hash = carouselHash(image.attachmentId);
    if (!viaHash && win.location.hash !== hash) win.history.pushState(win.history.state, '', hash);
    current = { source, images, opener, index: Math.max(0, images.indexOf(image)), request: 0, unmount: () => undefined };
    draw(current);
    bus.emit('wc-islands:carousel-slide', { attachmentId: image.attachmentId });
  }

  /** The first source, in document order, holding the attachment (as Jetpack scans galleries). */
  function find(attachmentId: string): { source: CarouselSource; index: number } | null {
    for (const source of [...sources].sort(byDocumentOrder)) {
      const index = slideIndexOf(source.images(), attachmentId);
      if (index >= 0) return { source, index };
    }
    return null;
  }

  function onHashChange(): void {
    const id = parseCarouselHash(win.location.hash);
    if (id === null) return close(false);
    if (current) {
      if (current.images[current.index]?.attachmentId === id) return;
      const index = slideIndexOf(current.images, id);
      if (index >= 0) {
        current.index = index;
        current.request += 1;
        return draw(current);
      }
      close(false);
    }
    const found = find(id);
    if (found) open(found.source, found.index, null, true);
  }

  return {
    async ready() {
      await load();
    },
    prefetch() {
      void load().then((module) => module.preloadExtras(), () => undefined);
    },
    register(source) {
      if (sources.size === 0) win.addEventListener('hashchange', onHashChange);
      sources.add(source);
      const id = parseCarouselHash(win.location.hash);
      const index = id === null ? -1 : slideIndexOf(source.images(), id);
      if (index >= 0 && !current) open(source, index, null, true);
      return () => {
        sources.delete(source);
        if (current?.source === source) close(false);
        if (sources.size === 0) win.removeEventListener('hashchange', onHashChange);
      };
    },
    open: (source, index, opener) => open(source, index, opener),
  };
}
