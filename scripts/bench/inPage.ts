// Functions evaluated inside the page (serialised by Playwright: self-contained, no outer references).
import type { IslandMountSpec } from './islandDefinitions.ts';

export interface MountResult {
  /** Mount points expected now: load/idle islands, and 'visible' ones within the loader's 200 px margin of the viewport. */
  expected: number;
  mounted: number;
  /** Expected islands not mounted when the wait ended. */
  missing: string[];
  /** Islands that reported an error instead of mounting (not waited for). */
  errored: string[];
  /** ms since navigation start when the last expected island mounted; null when some never did. */
  allMountedAt: number | null;
}

/** Polls until every expected island is mounted (or `timeoutMs`). */
export async function waitForMounts(args: { specs: IslandMountSpec[]; timeoutMs: number }): Promise<MountResult> {
  const margin = 200;
  const inView = (element: Element): boolean => {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return false;
    return rect.bottom >= -margin && rect.top <= innerHeight + margin && rect.right >= -margin && rect.left <= innerWidth + margin;
  };
  const expectedPairs = (): { name: string; element: Element }[] => {
    const pairs: { name: string; element: Element }[] = [];
    for (const spec of args.specs) {
      if (spec.when === 'interaction') continue;
      for (const element of document.querySelectorAll(spec.selector)) {
        if (element.closest('[data-island-skip]')) continue;
        if (spec.when === 'visible' && !inView(element)) continue;
        pairs.push({ name: spec.name, element });
      }
    }
    for (const element of document.querySelectorAll('[data-island]')) {
      for (const name of (element.getAttribute('data-island') ?? '').split(/\s+/).filter(Boolean)) pairs.push({ name, element });
    }
    return pairs;
  };
  const started = performance.now();
  for (;;) {
    const api = window.wcIslands;
    const mounted = api ? api.mounted() : [];
    const errors = window.__bench?.errors ?? [];
    const expected = expectedPairs().filter((pair) => !errors.some((error) => error.name === pair.name && error.element === pair.element));
    const missing = expected.filter((pair) => !mounted.some((m) => m.name === pair.name && m.element === pair.element));
    const done = missing.length === 0 && api !== undefined;
    if (done || performance.now() - started > args.timeoutMs) {
      const mountTimes = (window.__bench?.mounts ?? []).map((mount) => mount.at);
      return {
        expected: expected.length,
        mounted: expected.length - missing.length,
        missing: [...new Set(missing.map((pair) => pair.name))],
        errored: [...new Set(errors.map((error) => error.name))],
        allMountedAt: done ? (mountTimes.length > 0 ? Math.max(...mountTimes) : performance.now()) : null,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface PageFigures {
  fcp: number | null;
  firstPaint: number | null;
  domContentLoaded: number;
  loadEvent: number;
  now: number;
  longTasks: { start: number; duration: number }[];
  shifts: { start: number; value: number; sources: string[] }[];
  scripts: { url: string; start: number; end: number }[];
}

export function readFigures(): PageFigures {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const probe = window.__bench;
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
    .map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd }));
  return {
    fcp: probe?.fcp ?? null,
    firstPaint: probe?.firstPaint ?? null,
    domContentLoaded: nav?.domContentLoadedEventEnd ?? 0,
    loadEvent: nav?.loadEventStart ?? 0,
    now: performance.now(),
    longTasks: probe?.longTasks ?? [],
    shifts: probe?.shifts ?? [],
    scripts,
  };
}

/** Scrolls to the bottom in viewport steps (so 'visible' islands see their mount points), then back to the top. */
export async function scrollThrough(args: { maxSteps: number }): Promise<void> {
  const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
  const height = document.documentElement.scrollHeight;
  const step = Math.max(innerHeight, Math.ceil(height / args.maxSteps));
  for (let y = step; y < height + step; y += step) {
    scrollTo(0, y);
    await frame();
  }
  scrollTo(0, 0);
  await frame();
}

/** Watches a click: 'loading' class on the button painted, then the header count changed and painted. */
export function watchAddToCart(button: Element): void {
  const afterPaint = (callback: (at: number) => void): void => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(null);
    });
  };
  const count = (): string => document.querySelector('.site-header-cart a.cart-contents .count')?.textContent ?? '';
  const before = count();
  // loadingFrameAt: when the main thread starts the frame that paints 'loading' (its first
  // requestAnimationFrame callback runs; not the callback's vsync time, which a busy thread lags
  // behind). It tells whether the class made the first frame after the click, whatever that frame
  // then costs to draw.
  const result: { loadingAt: number | null; loadingFrameAt: number | null; countAt: number | null } = { loadingAt: null, loadingFrameAt: null, countAt: null };
  (window as unknown as { __benchAddToCart: typeof result }).__benchAddToCart = result;
  const buttonObserver = new MutationObserver(() => {
    if (result.loadingAt === null && button.classList.contains('loading')) {
      buttonObserver.disconnect();
      requestAnimationFrame(() => { result.loadingFrameAt = performance.now(); });
      afterPaint((at) => { result.loadingAt = at; });
    }
  });
  buttonObserver.observe(button, { attributes: true, attributeFilter: ['class'] });
  const countObserver = new MutationObserver(() => {
    if (count() !== before) {
      countObserver.disconnect();
      afterPaint((at) => { result.countAt = at; });
    }
  });
  countObserver.observe(document.body, { subtree: true, childList: true, characterData: true });
}

/** After a click on a gallery image: the time the carousel dialog's first image is decoded and painted. */
export function watchCarousel(): void {
  const result: { imageAt: number | null } = { imageAt: null };
  (window as unknown as { __benchCarousel: typeof result }).__benchCarousel = result;
  const check = (): void => {
    const image = document.querySelector<HTMLImageElement>('[role="dialog"] img');
    if (image !== null && image.complete && image.naturalWidth > 0) {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { result.imageAt = performance.now(); };
        channel.port2.postMessage(null);
      });
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
