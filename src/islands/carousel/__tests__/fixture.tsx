import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { galleryImages, type CarouselConfig } from '../../../core/carousel/index.ts';
import { readCarouselConfig } from '../../../adapters/readCarouselConfig.ts';
import { CarouselDialog } from '../CarouselDialog.tsx';

const capture = readFileSync(resolve(import.meta.dirname, '../../../../fixtures/real-wc/gallery-post.html'), 'utf8');

/** The gallery block of the captured Jetpack post (gallery-post.html): 8 images with every data-* attribute. */
export const GALLERY_8 = /<figure data-carousel-extra=[\s\S]*?\n<\/figure>/.exec(capture)?.[0] ?? '';

/** The same gallery cut to its first `count` images (the bullet pager's range). */
export function galleryOf(count: number): string {
  const figures = GALLERY_8.match(/<figure class="wp-block-image[\s\S]*?<\/figure>/g) ?? [];
  const open = GALLERY_8.slice(0, GALLERY_8.indexOf('>') + 1);
  return `${open}\n${figures.slice(0, count).join('\n')}\n</figure>`;
}

/** `jetpackCarouselStrings` as printed on the captured post (var jetpackCarouselStrings = {...}). */
export const CAROUSEL_STRINGS: Record<string, unknown> = JSON.parse(/var jetpackCarouselStrings = (\{.*\});/.exec(capture)?.[1] ?? '{}');

export function config(overrides: Record<string, unknown> = {}): CarouselConfig {
  return readCarouselConfig({ jetpackCarouselStrings: { ...CAROUSEL_STRINGS, ...overrides } });
}

/** A JSON answer as admin-ajax sends it. */
export function answer(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

/** Lets pending promises and React updates run. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

export interface DialogSetup {
  readonly onClose: ReturnType<typeof vi.fn>;
  readonly onSelect: ReturnType<typeof vi.fn>;
  readonly gallery: HTMLElement;
}

/** Renders the dialog over a gallery of `count` captured images (markup passed through `edit`), opened at `start`. */
export function renderDialog(count: number, start = 0, settings: CarouselConfig = config(), edit = (html: string) => html): DialogSetup {
  document.body.innerHTML = `<div id="page">${edit(galleryOf(count))}</div>`;
  const gallery = document.querySelector<HTMLElement>('[data-carousel-extra]')!;
  const onClose = vi.fn();
  const onSelect = vi.fn();
  render(
    <CarouselDialog images={galleryImages(gallery)} startIndex={start} request={{ index: start, seq: 0 }} blogId={1} config={settings} onSelect={onSelect} onClose={onClose} />,
  );
  return { onClose, onSelect, gallery };
}
