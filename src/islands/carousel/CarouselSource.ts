import type { CarouselImage } from '../../core/carousel/index.ts';

/** Something the carousel opens on: a gallery container, or one linked image. */
export interface CarouselSource {
  /** The gallery container (or the single image), for document order. */
  readonly element: HTMLElement;
  /** Read at open time, so markup changed since mount is honoured. */
  readonly images: () => CarouselImage[];
  /** `blog_id` of `data-carousel-extra`, sent with comments. */
  readonly blogId: number;
  /** What keeps focus for an image in the page: the image itself, or its link. */
  readonly focusTarget: (image: CarouselImage) => HTMLElement;
}
