import type { SeedPhoto } from '../catalogue/fieldDayPost.ts';
import { PHOTO_ORIG_HEIGHT, PHOTO_ORIG_WIDTH } from '../catalogue/fieldDayPost.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { uploadUrl } from './uploads.ts';

export const LARGE = { w: 1024, h: 683 };
export const MEDIUM = { w: 300, h: 200 };
/** Jetpack's prebuilt carousel widths; our image route serves each as `?w=N` on the original. */
export const CAROUSEL_WIDTHS = [370, 700, 1000, 1200, 1400, 2000] as const;

/** The EXIF meta as WordPress stores it: every value a string (carousel contract s1.4). */
function imageMeta(photo: SeedPhoto): string {
  return JSON.stringify({
    aperture: photo.exif.aperture, credit: 'Skyline Drone Supply', camera: photo.exif.camera, caption: '',
    created_timestamp: String(photo.exif.createdTimestamp), copyright: photo.exif.copyright,
    focal_length: photo.exif.focalLength, iso: photo.exif.iso, shutter_speed: photo.exif.shutterSpeed,
    title: '', orientation: '1', alt: '',
  });
}

/**
 * An attachment <img> with Jetpack's data attributes. Title, description and caption are
 * deliberately double-encoded, as Jetpack does (htmlspecialchars then esc_attr).
 */
export function carouselImage(siteUrl: string, postUrl: string, photo: SeedPhoto, options: { lazy: boolean }): string {
  const orig = uploadUrl(siteUrl, photo.file);
  const large = uploadUrl(siteUrl, photo.file, LARGE);
  const srcset = CAROUSEL_WIDTHS.map((w) => `${orig}?w=${w} ${w}w`).join(', ');
  const attrs = [
    options.lazy ? 'loading="lazy" ' : '', 'decoding="async" ', `width="${LARGE.w}" height="${LARGE.h}" `,
    `data-attachment-id="${photo.attachmentId}" `,
    `data-permalink="${escapeAttr(`${postUrl}${photo.file}/`)}" `,
    `data-orig-file="${escapeAttr(orig)}" `,
    `data-orig-size="${PHOTO_ORIG_WIDTH},${PHOTO_ORIG_HEIGHT}" `,
    'data-comments-opened="1" ',
    `data-image-meta="${escapeAttr(imageMeta(photo))}" `,
    `data-image-title="${escapeAttr(escapeHtml(photo.title))}" `,
    `data-image-description="${escapeAttr(`<p>${escapeHtml(photo.description)}</p>\n`)}" `,
    `data-image-caption="${escapeAttr(`<p>${escapeHtml(photo.caption)}</p>\n`)}" `,
    `data-medium-file="${escapeAttr(uploadUrl(siteUrl, photo.file, MEDIUM))}" `,
    `data-large-file="${escapeAttr(large)}" `,
    `data-id="${photo.attachmentId}" `,
    `src="${escapeAttr(large)}" alt="${escapeAttr(photo.title)}" class="wp-image-${photo.attachmentId}" `,
    `srcset="${escapeAttr(srcset)}" sizes="(max-width: 1024px) 100vw, 1024px"`,
  ];
  return `<img ${attrs.join('')} />`;
}
