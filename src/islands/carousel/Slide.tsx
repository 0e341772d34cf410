import { memo } from 'react';
import { slideSources, type CarouselImage, type SlideBox } from '../../core/carousel/index.ts';
import { fillTemplate } from '../../core/i18n/index.ts';
import { carouselLabels } from './labels.ts';

export interface SlideProps {
  readonly image: CarouselImage;
  readonly position: number;
  readonly total: number;
  readonly current: boolean;
  /** Whether its file is requested: the current slide and its neighbours (preloading), and any seen before. */
  readonly load: boolean;
  readonly box: SlideBox;
}

/**
 * One slide (APG carousel, anchors s5.4): a named group; slides off screen are hidden from assistive
 * technology, not only moved away. The space around the image is backdrop.
 */
export const Slide = memo(function Slide({ image, position, total, current, load, box }: SlideProps) {
  const labels = carouselLabels();
  const sources = load ? slideSources(image, box) : null;
  return (
    <div
      className="wci-carousel__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={fillTemplate(labels.slide, position + 1, total)}
      aria-hidden={current ? undefined : true}
      data-carousel-backdrop=""
      data-attachment-id={image.attachmentId}
    >
      {sources && (
        <img
          src={sources.src}
          {...(sources.srcset ? { srcSet: sources.srcset, sizes: sources.sizes } : {})}
          alt={image.alt}
          width={image.origWidth || undefined}
          height={image.origHeight || undefined}
          decoding="async"
          draggable={false}
        />
      )}
    </div>
  );
});
