import { CAROUSEL_IMAGE_WIDTHS } from '../constants.ts';
import { selectBestImageUrl } from './selectBestImageUrl.ts';
import type { CarouselImage } from './types.ts';

/** Viewport of the slide: the window less the 64 px info bar (carousel contract s1.8). */
export interface SlideBox {
  readonly width: number;
  readonly height: number;
  readonly pixelRatio: number;
}

export interface SlideSources {
  readonly src: string;
  /** Empty when no candidate list is known. */
  readonly srcset: string;
  /** The width the image is drawn at, so the browser's pick matches `src`'s rule. */
  readonly sizes: string;
}

const PHOTON_HOST = /^i[0-2]\.wp\.com$/i;

function isPhoton(url: string): boolean {
  try {
    return PHOTON_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Candidates for srcset: Photon resizes to any of the prebuilt widths; otherwise the sizes WordPress
 * printed on the page image (real files), plus the original at its own width.
 */
function candidates(image: CarouselImage): string {
  if (isPhoton(image.origFile)) {
    const base = image.origFile.split('?')[0] ?? image.origFile;
    const widths = CAROUSEL_IMAGE_WIDTHS.filter((width) => !image.origWidth || width <= image.origWidth);
    return widths.map((width) => `${base}?w=${width} ${width}w`).join(', ');
  }
  if (!image.srcset) return '';
  const listed = image.srcset.split(',').map((entry) => entry.trim().split(/\s+/));
  const known = listed.some(([url, width]) => url === image.origFile || width === `${image.origWidth}w`);
  return image.origWidth && !known ? `${image.srcset}, ${image.origFile} ${image.origWidth}w` : image.srcset;
}

/** What a slide's <img> loads for this viewport. */
export function slideSources(image: CarouselImage, box: SlideBox): SlideSources {
  const src = selectBestImageUrl({ ...image, maxWidth: box.width, maxHeight: box.height, pixelRatio: box.pixelRatio });
  const aspect = image.origWidth && image.origHeight ? image.origWidth / image.origHeight : 0;
  const drawn = aspect ? Math.min(box.width, box.height * aspect) : box.width;
  return { src, srcset: candidates(image), sizes: `${Math.max(1, Math.round(drawn))}px` };
}
