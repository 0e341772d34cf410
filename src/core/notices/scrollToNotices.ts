import { SCROLL_TO_NOTICES_DURATION_MS, SCROLL_TO_NOTICES_OFFSET_PX } from '../constants.ts';

/** The window-like surface the scroll needs; tests pass a fake. */
export interface ScrollView {
  readonly scrollY: number;
  scrollTo(x: number, y: number): void;
  requestAnimationFrame(callback: (time: number) => void): number;
  readonly performance: { now(): number };
}

export interface ScrollToNoticesOptions {
  /** Space left above the element; default 100 px (spec s9). */
  readonly offsetPx?: number;
  /** Animation length; default 1000 ms (spec s9). */
  readonly durationMs?: number;
  /** false (prefers-reduced-motion): jump straight to the end position. */
  readonly animate?: boolean;
  /** Default: the element's own window. */
  readonly view?: ScrollView;
}

// jQuery's default 'swing' easing, which $.scroll_to_notices' animate used.
const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

/** Sub-pixel scroll offsets (zoom, device pixel ratio) are not somebody else's scroll. */
const OWN_SCROLL_TOLERANCE_PX = 1;

/**
 * woocommerce.js `$.scroll_to_notices` (contract s3.1): scrolls the page so the element sits 100 px
 * below the top, animated over 1000 ms. A newer call takes over from a running one. Once the page is
 * scrolled by anything else (the shopper's wheel or keys, a focus or scrollIntoView), the animation
 * gives way: pinning the old position every frame for a second would move what the shopper is about
 * to click out from under the pointer, and the click would land elsewhere.
 */
export function scrollToNotices(element: Element | null | undefined, options: ScrollToNoticesOptions = {}): void {
  const view = options.view ?? (element?.ownerDocument.defaultView as ScrollView | null | undefined);
  if (!element || !view) return;
  const start = view.scrollY;
  const target = Math.max(0, element.getBoundingClientRect().top + start - (options.offsetPx ?? SCROLL_TO_NOTICES_OFFSET_PX));
  const duration = options.durationMs ?? SCROLL_TO_NOTICES_DURATION_MS;
  const token = (latest.get(view) ?? 0) + 1;
  latest.set(view, token);
  if (options.animate === false || duration <= 0) {
    view.scrollTo(0, target);
    return;
  }
  if (Math.abs(target - start) <= OWN_SCROLL_TOLERANCE_PX) return;
  const began = view.performance.now();
  // Unset until the first frame: a scroll-anchoring adjustment before it is the browser's, not the shopper's.
  let placed: number | null = null;
  const step = (): void => {
    if (latest.get(view) !== token || (placed !== null && Math.abs(view.scrollY - placed) > OWN_SCROLL_TOLERANCE_PX)) return;
    const progress = Math.min(1, (view.performance.now() - began) / duration);
    placed = Math.round(start + (target - start) * swing(progress));
    view.scrollTo(0, placed);
    if (progress < 1) view.requestAnimationFrame(step);
  };
  view.requestAnimationFrame(step);
}

const latest = new WeakMap<ScrollView, number>();
