import type { NonceMiddleware } from './types.ts';

/**
 * Adds `X-WP-Nonce` (spec s7). The nonce lives on the middleware (`.nonce`) so a refresh after
 * `rest_cookie_invalid_nonce` updates every later request. A request already carrying the current
 * nonce passes unchanged; an outdated one is replaced. No header is sent while the nonce is empty
 * (a guest page), where api-fetch would send an empty one.
 */
export function createNonceMiddleware(nonce: string): NonceMiddleware {
  const middleware: NonceMiddleware = Object.assign(
    (options: Parameters<NonceMiddleware>[0], next: Parameters<NonceMiddleware>[1]) => {
      const headers = options.headers ?? {};
      const current = middleware.nonce;
      const alreadySent = Object.entries(headers).some(
        ([name, value]) => name.toLowerCase() === 'x-wp-nonce' && value === current,
      );
      if (current === '' || alreadySent) return next(options);
      return next({ ...options, headers: { ...headers, 'X-WP-Nonce': current } });
    },
    { nonce },
  );
  return middleware;
}
