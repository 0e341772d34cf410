import type { ApiFetchMiddleware, ApiFetchOptions } from './types.ts';

/** `{namespace, endpoint}` to `path` (api-fetch-behaviours.md s3.3); the two keys are dropped either way. */
export function withNamespacePath(options: ApiFetchOptions): ApiFetchOptions {
  const { namespace, endpoint, ...rest } = options;
  if (typeof namespace !== 'string' || typeof endpoint !== 'string') {
    // Deliberate difference: api-fetch deletes the keys from the caller's own object; a copy keeps a
    // retried request (after a nonce refresh) identical to the first one.
    return namespace === undefined && endpoint === undefined ? options : rest;
  }
  const trimmedNamespace = namespace.replace(/^\//, '').replace(/\/$/, '');
  const trimmedEndpoint = endpoint.replace(/^\//, '');
  return { ...rest, path: trimmedEndpoint ? `${trimmedNamespace}/${trimmedEndpoint}` : trimmedNamespace };
}

export const namespaceEndpointMiddleware: ApiFetchMiddleware = (options, next) => next(withNamespacePath(options));
