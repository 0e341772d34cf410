import type { NonceMiddleware } from './types.ts';

export interface NonceRefreshSource {
  /** fetch implementation used for the plain GET. */
  fetch: typeof fetch;
  /** Where the fresh nonce is read, at refresh time (it can be changed after creation). */
  endpoint(): string;
  /** The middleware whose `.nonce` is replaced, at refresh time. */
  middleware(): NonceMiddleware;
}

/**
 * Returns `refresh(sentNonce)`: makes sure a nonce newer than the one a failed request carried is in
 * place, and resolves whether it is. Requests failing together share ONE GET of the nonce endpoint
 * (spec s7); a request that failed after another already refreshed just retries with the new nonce.
 */
export function createNonceRefresh(source: NonceRefreshSource): (sentNonce: string) => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;

  async function fetchFreshNonce(): Promise<boolean> {
    try {
      // A plain GET through no middleware: admin-ajax answers the bare nonce as text (spec s7).
      const response = await source.fetch(source.endpoint());
      if (!response.ok) return false;
      // Assigned verbatim, as api-fetch does: admin-ajax prints nothing around it.
      source.middleware().nonce = await response.text();
      return true;
    } catch {
      return false;
    }
  }

  return (sentNonce) => {
    if (source.middleware().nonce !== sentNonce) return Promise.resolve(true);
    inFlight ??= fetchFreshNonce().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
