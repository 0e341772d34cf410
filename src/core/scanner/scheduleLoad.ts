import type { LoadStrategy } from './types.ts';

/** Options a test can replace; defaults are the browser's. */
export interface ScheduleEnvironment {
  readonly requestIdleCallback?: (callback: () => void, options?: IdleRequestOptions) => void;
  readonly IntersectionObserver?: typeof IntersectionObserver;
}

/** Idle fallback where requestIdleCallback is missing (Safari): soon, but after the current burst. */
const IDLE_FALLBACK_MS = 200;
/**
 * The longest an 'idle' island waits for an idle period. A page that never idles (a slow CPU, a theme's
 * animation loop, a busy machine) would otherwise never mount it, and a cart action held for it would wait forever.
 */
const IDLE_TIMEOUT_MS = 2000;
/** Start loading a little before the mount point scrolls into view, so it is ready on arrival. */
const VISIBLE_ROOT_MARGIN = '200px';
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

/**
 * Calls `run` once, when the strategy says so. Returns a cancel function.
 * 'load' still waits for the first paint: React and island code stay off the critical path.
 */
export function scheduleLoad(
  element: Element,
  strategy: LoadStrategy,
  run: () => void,
  environment: ScheduleEnvironment = globalThis,
): () => void {
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    cleanup();
    run();
  };
  let cleanup: () => void = () => undefined;
  switch (strategy) {
    case 'load':
      afterFirstPaint(once);
      break;
    case 'idle':
      if (environment.requestIdleCallback) environment.requestIdleCallback(once, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(once, IDLE_FALLBACK_MS);
      break;
    case 'visible':
      cleanup = whenVisible(element, once, environment.IntersectionObserver);
      break;
    case 'interaction':
      cleanup = onFirstInteraction(element, once);
      break;
  }
  return () => {
    done = true;
    cleanup();
  };
}

function afterFirstPaint(callback: () => void): void {
  // rAF fires before the paint; the timeout lands after it.
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/**
 * One observer for every mount point: a listing of 1000 add-to-cart buttons costs one
 * IntersectionObserver (and one callback per batch of entries), not 1000 of them.
 */
const sharedObservers = new WeakMap<typeof IntersectionObserver, { observer: IntersectionObserver; callbacks: Map<Element, () => void> }>();

function whenVisible(element: Element, callback: () => void, Observer?: typeof IntersectionObserver): () => void {
  if (!Observer) {
    afterFirstPaint(callback);
    return () => undefined;
  }
  let shared = sharedObservers.get(Observer);
  if (!shared) {
    const callbacks = new Map<Element, () => void>();
    const observer = new Observer(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) callbacks.get(entry.target)?.();
      },
      { rootMargin: VISIBLE_ROOT_MARGIN },
    );
    sharedObservers.set(Observer, (shared = { observer, callbacks }));
  }
  const { observer, callbacks } = shared;
  callbacks.set(element, callback);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer.unobserve(element);
  };
}

function onFirstInteraction(element: Element, callback: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  // After the next paint: what the theme shows for this input (a :hover dropdown, a focus ring) is
  // painted before the island's code (perhaps React) is evaluated.
  const later = (): void => afterFirstPaint(callback);
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, later, options);
  return () => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, later, options);
  };
}
