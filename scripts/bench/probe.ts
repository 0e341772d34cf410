// In-page instrumentation, installed with addInitScript so it runs before any page script in every
// document: long tasks, layout shifts, paints, island mount events, pageshow, and add-to-cart clicks.
// It is serialised with Function#toString, so it must not close over anything outside itself.

export interface ProbeLongTask {
  start: number;
  duration: number;
}

export interface ProbeState {
  longTasks: ProbeLongTask[];
  /** Layout shifts without recent input (CLS inputs). */
  shifts: { start: number; value: number; sources: string[] }[];
  firstPaint: number | null;
  fcp: number | null;
  mounts: { name: string; at: number }[];
  /** Islands that failed on an element (kept in the page only: elements do not serialise). */
  errors: { name: string; element: Element }[];
  pageshows: { persisted: boolean; at: number }[];
  /**
   * Event Timing entries of discrete input (click, key, pointer down/up): input to next paint, as INP counts it;
   * `processingStart` - `start` is the input delay (the event waited for the task the page ran).
   */
  inputs: { name: string; start: number; duration: number; processingStart: number }[];
  /** performance.timeOrigin + event.timeStamp of the last click, kept across navigations in sessionStorage. */
  lastClickEpoch: number | null;
}

declare global {
  interface Window {
    __bench?: ProbeState;
  }
}

export function installProbe(): void {
  const state: ProbeState = {
    longTasks: [], shifts: [], firstPaint: null, fcp: null, mounts: [], errors: [], pageshows: [], lastClickEpoch: null, inputs: [],
  };
  window.__bench = state;
  // 1000 product images overflow the default 250-entry buffer; the chunk timings must stay.
  performance.setResourceTimingBufferSize(10_000);
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void): void => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // Entry type not supported by this browser: the figure stays empty.
    }
  };
  observe('longtask', (entry) => state.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  try {
    // durationThreshold 16: the smallest allowed, so a fast interaction is recorded too.
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => {
      if (!/^(click|keydown|keyup|pointerdown|pointerup)$/.test(entry.name)) return;
      const { processingStart } = entry as PerformanceEventTiming;
      state.inputs.push({ name: entry.name, start: entry.startTime, duration: entry.duration, processingStart });
    })).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  } catch {
    // Event Timing not supported: the next-paint figure stays empty.
  }
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`).join('');
    return `${node.localName}${node.id === '' ? '' : `#${node.id}`}${classes}`;
  };
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] };
    if (!shift.hadRecentInput) {
      state.shifts.push({ start: shift.startTime, value: shift.value, sources: (shift.sources ?? []).map((source) => describe(source.node)) });
    }
  });
  observe('paint', (entry) => {
    if (entry.name === 'first-paint') state.firstPaint = entry.startTime;
    if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  });
  window.addEventListener('wc-islands:mounted', (event) => {
    const detail = (event as CustomEvent<{ name: string }>).detail;
    state.mounts.push({ name: detail.name, at: performance.now() });
  }, true);
  // An island that refuses its element (missing global, …) is settled, not pending: the mount wait skips it.
  window.addEventListener('wc-islands:error', (event) => {
    const detail = (event as CustomEvent<{ name: string; element: Element }>).detail;
    state.errors.push({ name: detail.name, element: detail.element });
  }, true);
  window.addEventListener('pageshow', (event) => state.pageshows.push({ persisted: event.persisted, at: performance.now() }));
  // A plain-HTML add to cart is a navigation: the click time must survive it to be compared with the next page's paint.
  window.addEventListener('click', (event) => {
    const epoch = performance.timeOrigin + event.timeStamp;
    state.lastClickEpoch = epoch;
    try {
      sessionStorage.setItem('__bench_click', String(epoch));
    } catch {
      // Storage off: the navigation baseline is not measured.
    }
  }, true);
  try {
    const previous = Number(sessionStorage.getItem('__bench_click'));
    if (previous > 0) state.lastClickEpoch = previous;
  } catch {
    // Storage off.
  }
}
