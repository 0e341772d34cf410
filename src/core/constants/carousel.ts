// Carousel (spec s9)
/** spec s9: image widths offered to srcset. */
export const CAROUSEL_IMAGE_WIDTHS = [370, 700, 1000, 1200, 1400, 2000] as const;
/** spec s9: carousel background colour. */
export const CAROUSEL_BACKGROUND = 'black';
/** spec s9: the EXIF panel is displayed. */
export const CAROUSEL_DISPLAY_EXIF = true;
/** spec s9: the comments panel is displayed. */
export const CAROUSEL_DISPLAY_COMMENTS = true;
/** spec s9: bullets up to this many images, the text 'n / total' above. */
export const CAROUSEL_MAX_BULLETS = 5;
/** spec s9: comments load in steps of this many. */
export const CAROUSEL_COMMENTS_PAGE_SIZE = 10;
/** spec s9: interval of the near-end-of-comments scroll check. */
export const CAROUSEL_COMMENTS_SCROLL_CHECK_MS = 300;
/** spec s9: Up / Down scroll the overlay by this much. */
export const CAROUSEL_SCROLL_STEP_PX = 100;
