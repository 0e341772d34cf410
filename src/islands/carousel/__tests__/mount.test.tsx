import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../core/events/index.ts';
import { bindButtonKeys } from '../../../core/scanner/bindButtonKeys.ts';
import type { IslandContext, Unmount } from '../../../core/scanner/index.ts';
import { definition } from '../definition.ts';
import { CAROUSEL_STRINGS, answer, galleryOf, settle } from './fixture.tsx';

const embla = vi.hoisted(() => ({ current: undefined as { reset: (total: number, start: number) => void } | undefined, start: 0 }));
vi.mock('embla-carousel-react', async () => {
  const { createFakeEmbla } = await import('./fakeEmbla.ts');
  const fake = createFakeEmbla();
  embla.current = fake;
  return {
    default: (options: { startIndex?: number }) => {
      // A new dialog starts where it was opened.
      if (embla.start !== options.startIndex) fake.reset(document.querySelectorAll('[aria-roledescription="slide"]').length || 12, options.startIndex ?? 0);
      embla.start = options.startIndex ?? 0;
      return fake.hook(options);
    },
  };
});

const POST = `<div id="page">${galleryOf(8)}
<figure class="wp-block-image"><a href="http://127.0.0.1:8090/field-day/single/"><img class="wp-image-90" data-attachment-id="90" data-permalink="http://127.0.0.1:8090/field-day/single/" data-orig-file="http://127.0.0.1:8090/u/single.jpg" data-orig-size="1200,800" data-comments-opened="1" src="http://127.0.0.1:8090/u/single-1024x683.jpg" alt="Single"></a></figure>
<figure class="wp-block-image"><a href="https://elsewhere.test/"><img class="wp-image-91" data-attachment-id="91" data-permalink="http://127.0.0.1:8090/field-day/other/" src="x.jpg" alt="Custom link"></a></figure></div>`;

const slides: string[] = [];
let unmounts: Unmount[] = [];
let stopListening = (): void => undefined;

async function mountAll(pending: Event[] = []): Promise<void> {
  const { mount } = await import('../index.ts');
  const bus = createEventBus();
  stopListening = bus.on('wc-islands:carousel-slide', ({ attachmentId }) => slides.push(attachmentId));
  // One page: every carousel element of it shares the page's state.
  const page = {};
  const context = (element: Element): IslandContext => ({ name: 'carousel', pending: pending.filter((event) => element.contains(event.target as Node)), scan: () => undefined, bus, page });
  const targets = [document.querySelector<HTMLElement>('[data-carousel-extra]')!, ...document.querySelectorAll<HTMLElement>('a > img[data-attachment-id]')];
  await act(async () => {
    unmounts = await Promise.all(targets.map((element) => mount(element, context(element))));
  });
  await settle();
}

const image = (id: number) => document.querySelector<HTMLImageElement>(`img[data-attachment-id="${id}"]`)!;
const dialog = () => screen.queryByRole('dialog');
const counter = () => dialog()?.querySelector('.wci-carousel__counter')?.textContent;
/** Waits for the dialog to show this counter (its code loads on the first open). */
const shows = (text: string) =>
  vi.waitFor(async () => {
    await settle();
    expect(counter()).toBe(text);
  }, { timeout: 10_000 });
const hashChange = async (hash: string) => {
  await act(async () => {
    window.history.replaceState(null, '', `/field-day/${hash}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  await settle();
};

beforeEach(() => {
  vi.resetModules();
  embla.start = -1;
  slides.length = 0;
  Object.assign(window, { jetpackCarouselStrings: CAROUSEL_STRINGS });
  vi.stubGlobal('fetch', vi.fn(async () => answer([])));
  window.history.replaceState(null, '', '/field-day/');
  document.body.innerHTML = POST;
});
afterEach(async () => {
  await act(async () => unmounts.forEach((unmount) => unmount()));
  stopListening();
  delete (window as { jetpackCarouselStrings?: unknown }).jetpackCarouselStrings;
});

describe('opening from the page (contract s1.7)', () => {
  it('makes gallery images buttons that keep their alt text in the name', async () => {
    await mountAll();
    expect(image(70).getAttribute('role')).toBe('button');
    expect(image(70).tabIndex).toBe(0);
    expect(image(70).getAttribute('aria-label')).toBe('Take-off over the headland. Open image in full-screen.');
  });

  it('opens on the clicked image, adds one history entry with its hash, and reports the slide', async () => {
    await mountAll();
    const before = window.history.length;
    await act(async () => void fireEvent.click(image(70)));
    // The dialog's code (and React) is loaded on the first open, not at mount (issue #15).
    await shows('3 / 8');
    expect(window.location.hash).toBe('#jp-carousel-70');
    expect(window.history.length).toBe(before + 1);
    expect(slides).toEqual(['70']);

    await act(async () => void fireEvent.keyDown(window, { key: 'ArrowRight' }));
    expect(window.location.hash).toBe('#jp-carousel-71');
    expect(window.history.length).toBe(before + 1);
    expect(slides).toEqual(['70', '71']);

    await act(async () => void fireEvent.keyDown(window, { key: 'Escape' }));
    expect(dialog()).toBeNull();
    expect(window.location.hash).toBe('');
    expect(window.history.length).toBe(before + 1);
    expect(document.activeElement).toBe(image(70));
  });

  it('opens with Enter on an image button, with the button keys the loader gives it', async () => {
    await mountAll();
    const keys = new AbortController();
    bindButtonKeys(document, (target) => (target instanceof HTMLElement && target.matches(definition.buttons ?? '') ? target : null), keys.signal);
    await act(async () => void fireEvent.keyDown(image(69), { key: 'Enter' }));
    keys.abort();
    await shows('2 / 8');
  });

  it('opens a click captured while its code loaded, on the image clicked', async () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    image(72).dispatchEvent(click);
    await mountAll([click]);
    expect(counter()).toBe('5 / 8');
  });

  it('opens a single image linked to its attachment page on its own, and leaves custom links alone', async () => {
    await mountAll();
    const single = image(90).closest('a')!;
    expect(single.classList.contains('single-image-gallery')).toBe(true);
    expect(fireEvent.click(image(91))).toBe(true);
    expect(dialog()).toBeNull();
    let followed = true;
    await act(async () => void (followed = fireEvent.click(image(90))));
    await vi.waitFor(async () => {
      await settle();
      expect(dialog()).not.toBeNull();
    }, { timeout: 10_000 });
    expect(followed).toBe(false);
    expect(within(dialog()!).getByRole('heading', { level: 2 }).textContent).toBe('Single');
    expect(dialog()!.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(1);
    await act(async () => void fireEvent.keyDown(window, { key: 'Escape' }));
    expect(document.activeElement).toBe(single);
  });
});

describe('the #jp-carousel-{id} hash (spec s2; contract s1.18)', () => {
  it('opens on load on the image it names', async () => {
    window.history.replaceState(null, '', '/field-day/#jp-carousel-74');
    await mountAll();
    expect(counter()).toBe('7 / 8');
    expect(slides).toEqual(['74']);
  });

  it('opens, moves and closes with hash changes', async () => {
    await mountAll();
    await hashChange('#jp-carousel-69');
    expect(counter()).toBe('2 / 8');
    await hashChange('#jp-carousel-73');
    expect(counter()).toBe('6 / 8');
    await hashChange('');
    expect(dialog()).toBeNull();
    await hashChange('#jp-carousel-90');
    expect(dialog()!.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(1);
    await hashChange('#comments');
    expect(dialog()).toBeNull();
  });

  it('ignores a hash naming no image on the page', async () => {
    await mountAll();
    await hashChange('#jp-carousel-12345');
    expect(dialog()).toBeNull();
  });
});

describe('without jetpackCarouselStrings', () => {
  it('leaves an image that links elsewhere alone, with no error', async () => {
    delete (window as { jetpackCarouselStrings?: unknown }).jetpackCarouselStrings;
    const { mount } = await import('../index.ts');
    const unmount = await mount(image(91), { name: 'carousel', pending: [], scan: () => undefined, bus: createEventBus(), page: {} });
    expect(image(91).closest('a')?.classList.contains('single-image-gallery')).toBe(false);
    unmount();
    unmounts = [];
  });

  it('refuses to mount with an error naming the global, leaving the images as they are', async () => {
    delete (window as { jetpackCarouselStrings?: unknown }).jetpackCarouselStrings;
    const { mount } = await import('../index.ts');
    const gallery = document.querySelector<HTMLElement>('[data-carousel-extra]')!;
    await expect(mount(gallery, { name: 'carousel', pending: [], scan: () => undefined, bus: createEventBus(), page: {} })).rejects.toThrow(/jetpackCarouselStrings/);
    expect(image(70).hasAttribute('role')).toBe(false);
    unmounts = [];
  });
});
