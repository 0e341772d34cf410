import useEmblaCarousel from 'embla-carousel-react';
import { readDirection } from '../../adapters/readDirection.ts';
import { markEmblaState } from './markEmblaState.ts';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { slideText, stripTags, type CarouselConfig, type CarouselImage, type SlideBox } from '../../core/carousel/index.ts';
import { CAROUSEL_MOBILE_MAX_WIDTH_PX } from '../../core/constants.ts';
import { loadCommentsPanel } from './extras.ts';
import { fillTemplate } from '../../core/i18n/index.ts';
import { carouselLabels } from './labels.ts';
import { Pager } from './Pager.tsx';
import { Slide } from './Slide.tsx';
import { SlideDetails } from './SlideDetails.tsx';
import { useCarouselKeys } from './useCarouselKeys.ts';
import { useModal } from './useModal.ts';

export interface CarouselDialogProps {
  readonly images: readonly CarouselImage[];
  readonly startIndex: number;
  /** A slide the page asks for (a hash change); `seq` changes with each request. */
  readonly request: { readonly index: number; readonly seq: number };
  readonly blogId: number;
  readonly config: CarouselConfig;
  readonly onSelect: (index: number) => void;
  readonly onClose: () => void;
}

const CommentsPanel = lazy(() => loadCommentsPanel().then((module) => ({ default: module.CommentsPanel })));

/** The info bar under the image (contract s1.8). */
const INFO_BAR_PX = 64;

function viewportBox(): SlideBox {
  return { width: window.innerWidth, height: Math.max(1, window.innerHeight - INFO_BAR_PX), pixelRatio: window.devicePixelRatio || 1 };
}

/** Up to 760 px wide a tap on the backdrop does not close (spec s2, s9 breakpoints). */
const isMobile = (): boolean => window.matchMedia(`(max-width: ${CAROUSEL_MOBILE_MAX_WIDTH_PX}px)`).matches;

/** The current slide and its neighbours, wrapping: their files are requested ahead of a swipe. */
function neighbours(index: number, total: number): number[] {
  return [index, (index + 1) % total, (index - 1 + total) % total];
}

/**
 * The full-screen carousel (spec s2): a modal dialog on black, slides driven by Embla (swipe, drag),
 * the pager, the current image's details and comments below in the same scrolling layer.
 */
export function CarouselDialog({ images, startIndex, request, blogId, config, onSelect, onClose }: CarouselDialogProps) {
  const labels = carouselLabels();
  const total = images.length;
  const [index, setIndex] = useState(startIndex);
  const shownIndex = useRef(index);
  shownIndex.current = index;
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set(neighbours(startIndex, total)));
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // Options are compared on every render and a change re-initialises Embla: they must stay as opened.
  // A right-to-left page runs the slides leftwards, as its text (Embla's `direction`).
  const [options] = useState(() => ({ loop: total > 1, startIndex, watchDrag: total > 1, duration: 20, direction: readDirection() }));
  const [emblaRef, embla] = useEmblaCarousel(options);
  const box = useMemo(viewportBox, []);

  useModal(dialogRef, closeRef);

  useEffect(() => {
    if (!embla) return undefined;
    const onEmblaSelect = (): void => {
      const selected = embla.selectedScrollSnap();
      setIndex(selected);
      setSeen((previous) => new Set([...previous, ...neighbours(selected, total)]));
      onSelect(selected);
    };
    embla.on('select', onEmblaSelect);
    // Embla is callable from the render that receives it, before this effect listens: a key pressed in
    // between moved it with no one hearing 'select' (seen on a busy machine: the slide moved, the
    // counter and the address stayed). Catch up with where it is now.
    if (embla.selectedScrollSnap() !== shownIndex.current) onEmblaSelect();
    return () => void embla.off('select', onEmblaSelect);
  }, [embla, onSelect, total]);

  useEffect(() => (embla ? markEmblaState(embla) : undefined), [embla]);

  useEffect(() => {
    if (request.seq > 0) embla?.scrollTo(request.index, true);
  }, [embla, request.index, request.seq]);

  // Embla's API arrives a commit after the dialog shows (its hook starts it in an effect): a key pressed
  // in between is kept and played once it is there, not lost (seen on a busy machine).
  const pendingSteps = useRef(0);
  useEffect(() => {
    if (!embla || pendingSteps.current === 0) return;
    const steps = pendingSteps.current;
    pendingSteps.current = 0;
    embla.scrollTo((((embla.selectedScrollSnap() + steps) % total) + total) % total);
  }, [embla, total]);
  const previous = useCallback(() => (embla ? embla.scrollPrev() : void (pendingSteps.current -= 1)), [embla]);
  const next = useCallback(() => (embla ? embla.scrollNext() : void (pendingSteps.current += 1)), [embla]);
  useCarouselKeys({ close: onClose, previous, next, overlay: () => dialogRef.current, rtl: options.direction === 'rtl' });

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>): void => {
    const target = event.target as Element;
    const backdrop = target === event.currentTarget || target.hasAttribute('data-carousel-backdrop');
    if (backdrop && !isMobile()) onClose();
  };

  const image = images[index] ?? images[0];
  if (!image) return null;
  const text = slideText(image);
  const heading = stripTags(text.caption) || text.title || image.alt || fillTemplate(labels.slide, index + 1, total);

  return createPortal(
    <div ref={dialogRef} className="wci-carousel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onClick={onBackdropClick}>
      <button ref={closeRef} type="button" className="wci-carousel__button wci-carousel__close" aria-label={labels.close} onClick={onClose}>
        ×
      </button>
      <div className="wci-carousel__stage" role="region" aria-roledescription="carousel" aria-label={labels.slides} data-carousel-backdrop="">
        <div className="wci-carousel__viewport" ref={emblaRef} data-carousel-backdrop="">
          <div className="wci-carousel__track" aria-live="polite" data-carousel-backdrop="">
            {images.map((slide, i) => (
              <Slide key={slide.attachmentId + ':' + i} image={slide} position={i} total={total} current={i === index} load={seen.has(i)} box={box} />
            ))}
          </div>
        </div>
        {total > 1 && (
          <>
            <button type="button" className="wci-carousel__button wci-carousel__prev" aria-label={labels.previous} onClick={previous}>‹</button>
            <button type="button" className="wci-carousel__button wci-carousel__next" aria-label={labels.next} onClick={next}>›</button>
          </>
        )}
      </div>
      <div className="wci-carousel__bar">
        <Pager index={index} total={total} onPick={(i) => embla?.scrollTo(i)} />
        <h2 id={titleId}>{heading}</h2>
      </div>
      <div className="wci-carousel__details">
        <SlideDetails image={image} text={text} config={config} />
        {config.displayComments && (
          <Suspense fallback={<p>{config.strings.loadingComments}</p>}>
            <CommentsPanel image={image} config={config} blogId={blogId} />
          </Suspense>
        )}
      </div>
    </div>,
    document.body,
  );
}
