import { pageKey, pageState, type PageScope } from '../../core/page/index.ts';

interface Waiting {
  /** Reads layout only; runs for every element shown in one frame before any `write`. */
  read(): unknown;
  write(measured: unknown): void;
}

interface FirstShown {
  readonly waiting: Map<Element, Waiting>;
  readonly observer: ResizeObserver;
}

const FIRST_SHOWN = pageKey<FirstShown>('first shown');

const hasBox = (entry: ResizeObserverEntry): boolean => (entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height) > 0;

function createFirstShown(): FirstShown {
  const waiting = new Map<Element, Waiting>();
  // Reads first, writes after: one observer for every select of the page, so checkout's three or four
  // selects are laid out once in the frame they first show. An observer per select ran its own callback
  // each, and each swap's writes made the next select's reads lay the page out again (65 ms at 4x CPU, issue #15).
  const observer = new ResizeObserver((entries) => {
    const shown = entries.filter(hasBox).map((entry) => entry.target)
      .flatMap((element) => {
        const job = waiting.get(element);
        if (!job) return [];
        waiting.delete(element);
        observer.unobserve(element);
        return [{ job, measured: job.read() }];
      });
    for (const { job, measured } of shown) job.write(measured);
  });
  return { waiting, observer };
}

/**
 * Calls `read` and then `write` once, in the frame `element` first has a box, before that frame is
 * painted (a select inside a hidden section waits until the section shows). Returns a cancel.
 */
export function whenFirstShown<T>(page: PageScope, element: Element, read: () => T, write: (measured: T) => void): () => void {
  const { waiting, observer } = pageState(page, FIRST_SHOWN, createFirstShown);
  waiting.set(element, { read, write: write as (measured: unknown) => void });
  observer.observe(element);
  return () => {
    if (waiting.delete(element)) observer.unobserve(element);
  };
}
