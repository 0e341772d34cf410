import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { createFakeEmbla } from './fakeEmbla.ts';
import { answer, config, renderDialog, settle } from './fixture.tsx';

const embla = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeEmbla> | undefined }));
vi.mock('embla-carousel-react', async () => {
  const { createFakeEmbla: create } = await import('./fakeEmbla.ts');
  embla.current = create();
  return { default: (options: { startIndex?: number }) => embla.current!.hook(options) };
});

function open(count: number, start = 0) {
  embla.current!.reset(count, start);
  return renderDialog(count, start);
}

const dialog = () => screen.getByRole('dialog');
const press = (key: string, target: Element | Window = window) => fireEvent.keyDown(target, { key });
const counter = () => dialog().querySelector('.wci-carousel__counter')?.textContent;

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => answer([])));
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the carousel dialog (APG modal dialog)', () => {
  it('is a labelled modal dialog that takes focus on its close button and makes the page behind inert', async () => {
    open(8, 2);
    await settle();
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().getAttribute('aria-labelledby')).toBe(within(dialog()).getByRole('heading', { level: 2 }).id);
    expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe('Take-off over the headland');
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(document.getElementById('page')?.hasAttribute('inert')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    cleanup();
    expect(document.getElementById('page')?.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it("links the current image's full-size file, and draws no link for a data-orig-file that is not http(s)", async () => {
    embla.current!.reset(2, 0);
    renderDialog(2, 0, config(), (html) => html.replace(/data-orig-file="[^"]*"/, 'data-orig-file=" JaVa\tScript:alert(1)"'));
    await settle();
    expect(dialog().querySelector('.wci-carousel__download')).toBeNull();
    cleanup();
    embla.current!.reset(2, 0);
    renderDialog(2, 0);
    await settle();
    expect(dialog().querySelector('.wci-carousel__download')?.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:8090\/wp-content\/uploads\/.+\.jpg$/);
  });

  it('loads the current image and its neighbours only, wrapping around the ends', () => {
    open(8, 0);
    const loaded = [...dialog().querySelectorAll('[aria-roledescription="slide"]')].map((slide) => slide.querySelector('img') !== null);
    expect(loaded).toEqual([true, true, false, false, false, false, false, true]);
  });

  it('names each slide "n of total" and hides all but the current one', () => {
    open(3, 1);
    const slides = [...dialog().querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['true', null, 'true']);
  });
});

describe('keys (spec s2)', () => {
  it('Esc closes', () => {
    const { onClose } = open(8, 2);
    press('Escape');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Right arrow shows the next image and reports it', () => {
    const { onSelect } = open(8, 2);
    press('ArrowRight');
    expect(counter()).toBe('4 / 8');
    expect(onSelect).toHaveBeenLastCalledWith(3);
  });

  it('keeps the arrows pressed before Embla is ready and plays them once it is', () => {
    embla.current!.reset(8, 2);
    embla.current!.hold();
    renderDialog(8, 2);
    press('ArrowRight');
    press('ArrowRight');
    press('ArrowLeft');
    expect(counter()).toBe('3 / 8');
    act(() => embla.current!.release());
    expect(counter()).toBe('4 / 8');
  });

  it('Left arrow and Backspace show the previous image, wrapping from the first to the last', () => {
    open(8, 1);
    press('ArrowLeft');
    expect(counter()).toBe('1 / 8');
    press('Backspace');
    expect(counter()).toBe('8 / 8');
  });

  it('Up and Down scroll the overlay by 100 px', () => {
    open(8, 0);
    press('ArrowDown');
    press('ArrowDown');
    expect(dialog().scrollTop).toBe(200);
    press('ArrowUp');
    expect(dialog().scrollTop).toBe(100);
  });

  it('prevents the default action of each key it handles', () => {
    open(8, 0);
    for (const key of ['ArrowRight', 'ArrowLeft', 'Backspace', 'ArrowUp', 'ArrowDown', 'Escape']) {
      expect(fireEvent.keyDown(window, { key })).toBe(false);
    }
    expect(fireEvent.keyDown(window, { key: 'a' })).toBe(true);
  });

  it('ignores every key while the visitor types in the comment form', async () => {
    const { onClose } = open(8, 2);
    await settle();
    const textarea = await screen.findByRole('textbox', { name: 'Write a Comment...' });
    for (const key of ['Escape', 'ArrowLeft', 'ArrowRight', 'Backspace', 'ArrowDown']) press(key, textarea);
    expect(onClose).not.toHaveBeenCalled();
    expect(counter()).toBe('3 / 8');
    expect(dialog().scrollTop).toBe(0);
  });

  it('wraps Tab from the last control to the close button, and Shift+Tab back', async () => {
    open(3, 0);
    const submit = await screen.findByRole('button', { name: 'Post Comment' });
    const close = within(dialog()).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });
});

describe('pager (spec s2; contract s1.13)', () => {
  it.each([2, 3, 5])('shows one bullet per image for %i images, the current one marked', (count) => {
    open(count, 1);
    const bullets = within(screen.getByRole('group', { name: 'Choose an image' })).getAllByRole('button');
    expect(bullets.map((bullet) => bullet.getAttribute('aria-label'))).toEqual(Array.from({ length: count }, (_, i) => `Image ${i + 1}`));
    expect(bullets.map((bullet) => bullet.getAttribute('aria-current'))).toEqual(bullets.map((_, i) => (i === 1 ? 'true' : null)));
    expect(counter()).toBeUndefined();
    fireEvent.click(bullets[0]!);
    expect(bullets[0]!.getAttribute('aria-current')).toBe('true');
  });

  it.each([6, 8])('shows the text "n / total" for %i images', (count) => {
    open(count, count - 1);
    expect(counter()).toBe(`${count} / ${count}`);
    expect(screen.queryByRole('group', { name: 'Choose an image' })).toBeNull();
  });

  it('shows no pager and no arrows for one image', () => {
    open(1, 0);
    expect(counter()).toBeUndefined();
    expect(screen.queryByRole('group', { name: 'Choose an image' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
  });
});

describe('backdrop clicks (spec s2, s9: 760 px)', () => {
  const stubWidth = (mobile: boolean) =>
    vi.stubGlobal('matchMedia', vi.fn((query: string) => ({ matches: mobile && query === '(max-width: 760px)', media: query })));

  it('closes on a click beside the image when wider than 760 px', () => {
    stubWidth(false);
    const { onClose } = open(3, 0);
    fireEvent.click(dialog().querySelector('[aria-roledescription="slide"]')!);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays open on a click beside the image up to 760 px', () => {
    stubWidth(true);
    const { onClose } = open(3, 0);
    fireEvent.click(dialog().querySelector('[aria-roledescription="slide"]')!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open on a click on the image or the details', () => {
    stubWidth(false);
    const { onClose } = open(3, 0);
    fireEvent.click(dialog().querySelector('[aria-roledescription="slide"] img')!);
    fireEvent.click(dialog().querySelector('.wci-carousel__details')!);
    expect(onClose).not.toHaveBeenCalled();
  });
});
