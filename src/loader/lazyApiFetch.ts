import { lazyImport } from '../core/lazy/index.ts';
import type { ApiFetch, ApiFetchMiddleware, ApiFetchOptions } from '../core/rest/index.ts';

/** `window.wcIslands.apiFetch`: api-fetch's call and `use()`, with the client loaded on first use. */
export interface LazyApiFetch {
  <T = unknown>(options: ApiFetchOptions): Promise<T>;
  /** Registers a middleware; before the client has loaded it is queued and applied in order. */
  use(middleware: ApiFetchMiddleware): void;
  /** Loads the client and resolves to it, for its other members (nonceMiddleware, setFetchHandler …). */
  load(): Promise<ApiFetch>;
}

/**
 * Keeps the REST client out of the loader: the chunk is imported by the first call (or `load()`).
 * Middlewares registered before that wait in a queue and are handed over in registration order, so
 * the chain ends up as if they had been registered on the real client.
 */
export function createLazyApiFetch(): LazyApiFetch {
  const queued: ApiFetchMiddleware[] = [];
  let real: ApiFetch | undefined;

  // `(chunk) => …`, not `({ apiFetch }) =>`: Vite turns a destructured dynamic import into an async wrapper.
  // The import on its own: vite.config.ts's unwrapPreload then drops the preload stand-in around it.
  const importChunk = () => import('../rest/apiFetchChunk.ts');
  const load = lazyImport(() =>
    importChunk().then((chunk) => {
      const { apiFetch } = chunk;
      for (const middleware of queued.splice(0)) apiFetch.use(middleware);
      return (real = apiFetch);
    }),
  );

  const lazy = (<T>(options: ApiFetchOptions) => load().then((client) => client<T>(options))) as LazyApiFetch;
  lazy.use = (middleware) => {
    if (real) real.use(middleware);
    else queued.push(middleware);
  };
  lazy.load = load;
  return lazy;
}
