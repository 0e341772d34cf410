/** How a slide runs; tests pass literals. */
export interface SlideOptions {
  /** Animation length; spec s9 field descriptions: 250 ms. */
  readonly durationMs: number;
  /** false (prefers-reduced-motion): jump to the end state at once. */
  readonly animate: boolean;
  /** Display value while shown; default 'block' (jQuery's slideDown shows block-level). */
  readonly display?: string;
}

const running = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();
const ANIMATED = ['height', 'paddingTop', 'paddingBottom', 'overflow', 'transition'] as const;

function clearAnimation(element: HTMLElement): void {
  clearTimeout(running.get(element));
  running.delete(element);
  for (const property of ANIMATED) element.style[property] = '';
}

/** Whether the element is shown now (an animation towards hidden still counts as shown until it ends). */
export function isShown(element: HTMLElement): boolean {
  return element.ownerDocument.defaultView?.getComputedStyle(element).display !== 'none';
}

/**
 * jQuery's slideDown/slideUp without jQuery: the height (and vertical padding) runs between 0 and
 * the content's height over `durationMs`, then inline styles are cleared so theme CSS rules again.
 * A slide started while another runs on the same element replaces it (no stacked queue).
 */
export function slide(element: HTMLElement, direction: 'down' | 'up', options: SlideOptions): void {
  // Already hidden by its own style: nothing to slide up (jQuery's slideUp skips hidden elements too).
  // Returning before any layout read matters at mount, when islands hide what is empty: reading
  // scrollHeight then would force the page's first layout inside the island's task.
  if (direction === 'up' && element.style.display === 'none' && !running.has(element)) return;
  clearAnimation(element);
  const shown = options.display ?? 'block';
  if (!options.animate || options.durationMs <= 0) {
    element.style.display = direction === 'down' ? shown : 'none';
    return;
  }
  if (direction === 'down') element.style.display = shown;
  const full = `${element.scrollHeight}px`;
  const [from, to] = direction === 'down' ? ['0px', full] : [full, '0px'];
  element.style.overflow = 'hidden';
  element.style.height = from;
  if (direction === 'down') element.style.paddingTop = element.style.paddingBottom = '0px';
  // Read layout so the start values are committed before the transition target is set.
  void element.offsetHeight;
  element.style.transition = `height ${options.durationMs}ms, padding ${options.durationMs}ms`;
  element.style.height = to;
  element.style.paddingTop = element.style.paddingBottom = direction === 'down' ? '' : '0px';
  running.set(
    element,
    setTimeout(() => {
      clearAnimation(element);
      if (direction === 'up') element.style.display = 'none';
    }, options.durationMs),
  );
}
