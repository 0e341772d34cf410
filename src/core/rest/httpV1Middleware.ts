import type { ApiFetchMiddleware } from './types.ts';

const OVERRIDDEN = new Set(['PATCH', 'PUT', 'DELETE']);

/**
 * Sends PATCH, PUT and DELETE as POST with `X-HTTP-Method-Override` (spec s7): some hosts and
 * proxies drop those methods. The real method keeps its case; JSON is only the default Content-Type
 * (a caller's own wins, as api-fetch 7.54+), and the override header always wins.
 */
export const httpV1Middleware: ApiFetchMiddleware = (options, next) => {
  const method = options.method ?? 'GET';
  if (!OVERRIDDEN.has(method.toUpperCase())) return next(options);
  return next({
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options.headers, 'X-HTTP-Method-Override': method },
  });
};
