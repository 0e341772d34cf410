import { afterEach, describe, expect, it, vi } from 'vitest';
import { slide } from '../slide.ts';

const ANIMATED = { durationMs: 200, animate: true };

function measuredElement(): { element: HTMLElement; layoutReads: () => number } {
  const element = document.createElement('div');
  document.body.append(element);
  let reads = 0;
  Object.defineProperty(element, 'scrollHeight', { get: () => { reads += 1; return 40; } });
  Object.defineProperty(element, 'offsetHeight', { get: () => { reads += 1; return 40; } });
  return { element, layoutReads: () => reads };
}

describe('slide', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('leaves an element its own style already hides alone, without reading layout', () => {
    const { element, layoutReads } = measuredElement();
    element.style.display = 'none';
    slide(element, 'up', ANIMATED);
    expect(layoutReads()).toBe(0);
    expect(element.style.display).toBe('none');
    expect(element.style.height).toBe('');
  });

  it('slides a shown element up to zero height, then hides it', () => {
    vi.useFakeTimers();
    const { element, layoutReads } = measuredElement();
    slide(element, 'up', ANIMATED);
    expect(layoutReads()).toBeGreaterThan(0);
    expect(element.style.height).toBe('0px');
    vi.advanceTimersByTime(200);
    expect(element.style.display).toBe('none');
    expect(element.style.height).toBe('');
  });

  it('slides a hidden element down to its content height and hands the height back to CSS', () => {
    vi.useFakeTimers();
    const { element } = measuredElement();
    element.style.display = 'none';
    slide(element, 'down', ANIMATED);
    expect(element.style.display).toBe('block');
    expect(element.style.height).toBe('40px');
    vi.advanceTimersByTime(200);
    expect(element.style.height).toBe('');
    expect(element.style.display).toBe('block');
  });
});
