/**
 * The in-page half of the differential harness, added as an init script before any of the store's scripts.
 * It records what a tracker or a listener in the page can observe, in `window.__wcisRecord`:
 * - calls of the tracker globals pixel snippets define (`fbq`, `gtag`, `ttq`, `pintrk`, `snaptr`) and pushes to
 *   `dataLayer`, whoever defines them and whenever;
 * - WooCommerce's events on `document.body`, heard the one way both modes share: the inline `on<type>` handler,
 *   which jQuery's `.trigger()` calls in legacy and the bundle calls where jQuery is absent. A getter/setter on
 *   HTMLBodyElement.prototype hears the call first, then hands it to whatever handler the page assigned.
 * Everything runs in the page, so it is one function with no closure over the test's scope.
 */
export function recordInPage({ trackerNames, bodyEvents }: { trackerNames: readonly string[]; bodyEvents: readonly string[] }): void {
  type Entry = { kind: 'tracker' | 'event'; name: string; detail: string };
  const entries: Entry[] = [];
  (window as unknown as { __wcisRecord: Entry[] }).__wcisRecord = entries;

  const describe = (value: unknown, depth = 0): unknown => {
    if (value === null || typeof value !== 'object') return typeof value === 'function' ? '[function]' : value;
    if (value instanceof Element) return `<${value.tagName.toLowerCase()}${value.id ? `#${value.id}` : ''}>`;
    if (depth > 3) return '[deep]';
    if (Array.isArray(value)) return value.map((item) => describe(item, depth + 1));
    // jQuery objects and WooCommerce's fragments maps: keys sorted so the two modes compare.
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = describe((value as Record<string, unknown>)[key], depth + 1);
    return out;
  };
  const record = (kind: Entry['kind'], name: string, args: ArrayLike<unknown>): void => {
    try {
      entries.push({ kind, name, detail: JSON.stringify(describe(Array.from(args))) });
    } catch {
      entries.push({ kind, name, detail: '[unserialisable]' });
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
