/** `#jp-carousel-{attachmentId}` (spec s2 'Full-screen image carousel'; contract s1.18). */
const HASH_PATTERN = /^#?jp-carousel-(\d+)$/;

/** The attachment id a location hash opens, or null when it is not a carousel hash. */
export function parseCarouselHash(hash: string): string | null {
  return HASH_PATTERN.exec(hash)?.[1] ?? null;
}

export function carouselHash(attachmentId: string): string {
  return `#jp-carousel-${attachmentId}`;
}
