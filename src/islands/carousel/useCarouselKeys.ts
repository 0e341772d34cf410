import { useLayoutEffect, useRef } from 'react';
import { CAROUSEL_SCROLL_STEP_PX } from '../../core/constants.ts';

export interface CarouselKeyActions {
  readonly close: () => void;
  readonly previous: () => void;
  readonly next: () => void;
  /** The layer Up and Down scroll. */
  readonly overlay: () => HTMLElement | null;
  /** A right-to-left page: the slides run leftwards, so Left is next and Right previous. */
  readonly rtl?: boolean;
}

/** Typing in the comment form: the keys then belong to the field (contract s1.12's typing flag). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, textarea, select');
}

/**
 * The carousel's keys (spec s2): Esc closes, Left or Backspace previous, Right next (mirrored on a
 * right-to-left page), Up/Down scroll
 * the overlay by 100 px. Each handled key is prevented; all are ignored while typing.
 */
export function useCarouselKeys(actions: CarouselKeyActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  // A layout effect: it runs with the commit that shows the dialog, before the browser paints it. A
  // passive effect runs after that paint, and a key pressed as soon as the dialog showed was lost
  // (seen once on a busy machine: Right pressed, the counter stayed put).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const { close, previous, next, overlay, rtl } = latest.current;
      const scroll = (delta: number): void => {
        const layer = overlay();
        if (layer) layer.scrollTop += delta;
      };
      const handlers: Record<string, (() => void) | undefined> = {
        Escape: close,
        ArrowLeft: rtl ? next : previous,
        Backspace: previous,
        ArrowRight: rtl ? previous : next,
        ArrowUp: () => scroll(-CAROUSEL_SCROLL_STEP_PX),
        ArrowDown: () => scroll(CAROUSEL_SCROLL_STEP_PX),
      };
      const handler = handlers[event.key];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
