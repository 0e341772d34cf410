import type { CarouselImage } from './types.ts';

const attr = (img: Element, name: string): string => img.getAttribute(name) ?? '';

/** `data-image-meta` keeps only scalar values as strings (contract s1.4); anything else reads as none. */
function parseImageMeta(raw: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const meta: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || typeof value === 'number') meta[key] = String(value);
    }
    return meta;
  } catch {
    return {};
  }
}

/** `data-orig-size`, then the tiled gallery's originals, then width/height, then the natural size (s1.4). */
function originalSize(img: HTMLImageElement): [number, number] {
  const [w = 0, h = 0] = attr(img, 'data-orig-size').split(',').map(Number);
  if (w > 0 && h > 0) return [w, h];
  const pairs: Array<[string, string]> = [['data-original-width', 'data-original-height'], ['width', 'height']];
  for (const [wName, hName] of pairs) {
    const pw = Number(attr(img, wName));
    const ph = Number(attr(img, hName));
    if (pw > 0 && ph > 0) return [pw, ph];
  }
  return [img.naturalWidth || 0, img.naturalHeight || 0];
}

/** A figcaption right after an image of that attachment wins over the attribute; a tiled caption over both (s1.9). */
function captionOf(img: HTMLImageElement, id: string): string {
  let caption = attr(img, 'data-image-caption');
  const sibling = [...img.ownerDocument.querySelectorAll('img[data-attachment-id] + figcaption')].find(
    (figcaption) => figcaption.previousElementSibling?.getAttribute('data-attachment-id') === id,
  );
  if (sibling) caption = sibling.innerHTML;
  const tiled = img.closest('.tiled-gallery-item')?.querySelector('.tiled-gallery-caption');
  if (tiled) caption = tiled.innerHTML;
  return caption;
}

/** Reads one gallery or single image; the id falls back to data-id, then '0' (no slide). */
export function readCarouselImage(img: HTMLImageElement): CarouselImage {
  const attachmentId = attr(img, 'data-attachment-id') || attr(img, 'data-id') || '0';
  const [origWidth, origHeight] = originalSize(img);
  return {
    element: img,
    attachmentId,
    commentsOpened: attr(img, 'data-comments-opened') === '1',
    imageMeta: parseImageMeta(attr(img, 'data-image-meta') || '{}'),
    title: attr(img, 'data-image-title'),
    desc: attr(img, 'data-image-description'),
    caption: captionOf(img, attachmentId),
    mediumFile: attr(img, 'data-medium-file'),
    largeFile: attr(img, 'data-large-file'),
    origFile: attr(img, 'data-orig-file') || attr(img, 'src-orig') || img.currentSrc || img.src,
    origWidth,
    origHeight,
    permalink: img.closest('a')?.href ?? attr(img, 'data-permalink'),
    src: img.currentSrc || img.src,
    srcset: attr(img, 'srcset'),
    alt: img.alt,
  };
}
