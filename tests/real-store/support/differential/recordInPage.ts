/**
 * The in-page half of the differential harness, added as an init script before any of the store's scripts.
 * It reports what a tracker or a listener in the page can observe to the test, one entry at a time, through the
 * binding `window.__wcisReport` (observe.ts), so what a page saw before the shopper left it still counts:
 * - calls of the tracker globals pixel snippets define (`fbq`, `gtag`, `ttq`, `pintrk`, `snaptr`) and pushes to
 *   `dataLayer`, whoever defines them and whenever;
 * - WooCommerce's events on `document.body`, heard the one way both modes share: the inline `on<type>` handler,
 *   which jQuery's `.trigger()` calls in legacy and the bundle calls where jQuery is absent. A getter/setter on
 *   HTMLBodyElement.prototype hears the call first, then hands it to whatever handler the page assigned.
 * Everything runs in the page, so it is one function with no closure over the test's scope.
 */
export function recordInPage({ trackerNames, bodyEvents }: { trackerNames: readonly string[]; bodyEvents: readonly string[] }): void {
  type Entry = { kind: 'tracker' | 'event' | 'flush'; name: string; detail: string };
  // Entries seen before the binding is there wait for it (bindings and init scripts race at a document's start).
  const waiting: Entry[] = [];
  const report = (entry: Entry): void => {
    const send = (window as unknown as { __wcisReport?: (entry: Entry) => void }).__wcisReport;
    if (typeof send !== 'function') {
      waiting.push(entry);
      return;
    }
    for (const early of waiting.splice(0)) send(early);
    send(entry);
  };
  document.addEventListener('DOMContentLoaded', () => report({ kind: 'flush', name: '', detail: '' }));

  const describe = (value: unknown, depth = 0): unknown => {
    if (value === null || typeof value !== 'object') return typeof value === 'function' ? '[function]' : value;
    if (value instanceof Element) return `<${value.tagName.toLowerCase()}${value.id ? `#${value.id}` : ''}>`;
    if (depth > 3) return '[deep]';
    // A jQuery object and the bundle's array (callInlineHandlers' wrapping) hand a listener the same elements
    // at the same indexes (`$button[0]`): both are recorded as the list of their elements.
    const list = Array.isArray(value) || typeof (value as { jquery?: unknown }).jquery === 'string' ? Array.from(value as ArrayLike<unknown>) : null;
    if (list) return list.map((item) => describe(item, depth + 1));
    // jQuery objects and WooCommerce's fragments maps: keys sorted so the two modes compare.
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = describe((value as Record<string, unknown>)[key], depth + 1);
    return out;
  };
  // Also counted in the page, for a step that waits for what the page heard (journey.ts: the header's refresh).
  const counts: Record<string, number> = {};
  (window as unknown as { __wcisHeard: Record<string, number> }).__wcisHeard = counts;
  const record = (kind: 'tracker' | 'event', name: string, args: ArrayLike<unknown>): void => {
    counts[name] = (counts[name] ?? 0) + 1;
    try {
      report({ kind, name, detail: JSON.stringify(describe(Array.from(args))) });
    } catch {
      report({ kind, name, detail: '[unserialisable]' });
    }
  };

  for (const name of trackerNames) {
    let current: unknown;
    Object.defineProperty(window, name, {
      configurable: true,
      get: () => current,
      set: (value: unknown) => {
        if (typeof value !== 'function' || (value as { __wcisWrapped?: boolean }).__wcisWrapped) {
          current = value;
          return;
        }
        const original = value as (...args: unknown[]) => unknown;
        // Pixel snippets hang their queue and flags on the function (fbq.queue, fbq.loaded): the wrapper forwards them.
        const wrapper = new Proxy(original, {
          apply(target, thisArg, args) {
            record('tracker', name, args);
            return Reflect.apply(target, thisArg, args);
          },
          get(target, key) {
            return key === '__wcisWrapped' ? true : Reflect.get(target, key);
          },
        });
        current = wrapper;
      },
    });
  }

  let dataLayer: unknown[] | undefined;
  Object.defineProperty(window, 'dataLayer', {
    configurable: true,
    get: () => dataLayer,
    set: (value: unknown) => {
      dataLayer = value as unknown[];
      if (!Array.isArray(value)) return;
      const push = value.push.bind(value);
      value.push = (...items: unknown[]) => {
        for (const item of items) record('tracker', 'dataLayer', [item]);
        return push(...items);
      };
    },
  });

  // A listener that chains "the handler before mine" reads the property and calls what it got from inside its own
  // call: nested calls record nothing and the bare recorder calls no one, so each trigger is heard once.
  for (const type of bodyEvents) {
    const assignedOn = new WeakMap<object, (...args: unknown[]) => unknown>();
    let depth = 0;
    const heard = (element: object, args: unknown[], handler: ((...a: unknown[]) => unknown) | undefined): unknown => {
      if (depth === 0) record('event', type, args.slice(1));
      depth++;
      try {
        return handler?.apply(element, args);
      } finally {
        depth--;
      }
    };
    const bare = function (this: object, ...args: unknown[]): unknown {
      return heard(this, args, undefined);
    };
    Object.defineProperty(HTMLBodyElement.prototype, `on${type}`, {
      configurable: true,
      get(this: object) {
        const handler = assignedOn.get(this);
        if (!handler) return bare;
        return (...args: unknown[]) => heard(this, args, handler);
      },
      set(this: object, value: unknown) {
        if (typeof value === 'function') assignedOn.set(this, value as (...args: unknown[]) => unknown);
        else assignedOn.delete(this);
      },
    });
  }
}
