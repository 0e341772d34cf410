import { createDefaultFetchHandler } from './createDefaultFetchHandler.ts';
import { createFetchAllMiddleware } from './createFetchAllMiddleware.ts';
import { createNonceMiddleware } from './createNonceMiddleware.ts';
import { createNonceRefresh } from './createNonceRefresh.ts';
import { createRootURLMiddleware } from './createRootURLMiddleware.ts';
import { httpV1Middleware } from './httpV1Middleware.ts';
import { mediaUploadMiddleware } from './mediaUploadMiddleware.ts';
import { namespaceEndpointMiddleware } from './namespaceEndpointMiddleware.ts';
import { userLocaleMiddleware } from './userLocaleMiddleware.ts';
import type { ApiFetch, ApiFetchConfig, ApiFetchHandler, ApiFetchMiddleware, ApiFetchOptions } from './types.ts';

/** `{origin}/wp-admin/admin-ajax.php?action=rest-nonce`, or root-relative when the root has no origin. */
function defaultNonceEndpoint(rootURL: string): string {
  const origin = /^https?:\/\/[^/?#]+/i.exec(rootURL)?.[0] ?? '';
  return `${origin}/wp-admin/admin-ajax.php?action=rest-nonce`;
}

function isInvalidNonce(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'rest_cookie_invalid_nonce';
}

/**
 * A REST client with WordPress's conventions (spec s7), shaped like @wordpress/api-fetch. The chain
 * is the one a WordPress page sets up: media upload, nonce, root URL, then the built-ins user locale,
 * namespace/endpoint, HTTP v1 and fetch-all, then the fetch handler. `use()` puts a middleware first.
 */
export function createApiFetch(config: ApiFetchConfig): ApiFetch {
  const configured = config.fetch;
  // Looked up per call so a test (or a polyfill) that swaps the global later is honoured; called
  // unbound because browsers reject fetch invoked on another object.
  const fetchImpl: typeof fetch = configured ?? ((input, init) => globalThis.fetch(input, init));
  const defaultFetchHandler = createDefaultFetchHandler(fetchImpl);
  let fetchHandler: ApiFetchHandler = defaultFetchHandler;
  const middlewares: ApiFetchMiddleware[] = [];

  const run = async (options: ApiFetchOptions): Promise<unknown> => {
    const chain = [...middlewares].reduceRight<ApiFetchHandler>(
      (next, middleware) => (opts) => middleware(opts, next),
      (opts) => fetchHandler(opts),
    );
    return chain(options);
  };

  const refreshNonce = createNonceRefresh({
    fetch: fetchImpl,
    endpoint: () => apiFetch.nonceEndpoint,
    middleware: () => apiFetch.nonceMiddleware,
  });

  async function request(options: ApiFetchOptions): Promise<unknown> {
    const sentNonce = apiFetch.nonceMiddleware.nonce;
    try {
      return await run(options);
    } catch (error) {
      if (!isInvalidNonce(error)) throw error;
      // A failed refresh keeps the original error: it says what went wrong for the caller.
      if (!(await refreshNonce(sentNonce))) throw error;
      // Retried once (spec s7): a second rest_cookie_invalid_nonce reaches the caller.
      return run(options);
    }
  }

  const apiFetch: ApiFetch = Object.assign(request as ApiFetch, {
    use(middleware: ApiFetchMiddleware) {
      middlewares.unshift(middleware);
    },
    unregister(middleware: ApiFetchMiddleware) {
      const index = middlewares.indexOf(middleware);
      if (index !== -1) middlewares.splice(index, 1);
      return index !== -1;
    },
    setFetchHandler(handler: ApiFetchHandler) {
      fetchHandler = handler;
    },
    defaultFetchHandler,
    nonceMiddleware: createNonceMiddleware(config.nonce ?? ''),
    nonceEndpoint: config.nonceEndpoint ?? defaultNonceEndpoint(config.rootURL),
    createNonceMiddleware,
    createRootURLMiddleware,
    fetchAllMiddleware: createFetchAllMiddleware((options) => apiFetch(options)),
    httpV1Middleware,
    mediaUploadMiddleware,
  });

  middlewares.push(userLocaleMiddleware, namespaceEndpointMiddleware, httpV1Middleware, apiFetch.fetchAllMiddleware);
  // What WordPress core's inline script registers on every page (api-fetch-behaviours.md s2.2).
  apiFetch.use(createRootURLMiddleware(config.rootURL));
  // Through a forwarder, so assigning a new `apiFetch.nonceMiddleware` (as WordPress's inline script
  // does) replaces the one in the chain instead of adding a second.
  apiFetch.use((options, next) => apiFetch.nonceMiddleware(options, next));
  apiFetch.use(mediaUploadMiddleware);
  return apiFetch;
}
