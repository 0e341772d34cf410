/** Why a request produced no usable answer: the one vocabulary of every request (wc-ajax, admin-ajax, REST forms). */
export type HttpError =
  /** The request never got an answer (offline, DNS, connection dropped), or its body could not be read. */
  | { readonly kind: 'network'; readonly message: string }
  /** No full answer within the caller's `timeoutMs`. */
  | { readonly kind: 'timeout' }
  /** The caller's own signal aborted it (a newer request superseded it). */
  | { readonly kind: 'aborted' }
  /** A non-2xx status. */
  | { readonly kind: 'http'; readonly status: number }
  /** A 2xx whose body is not the answer expected: empty, not JSON, or not the shape its schema names. */
  | { readonly kind: 'malformed'; readonly issues: readonly string[] };

/** What `request` settles with: never a rejection, never a cast. */
export type HttpResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: HttpError };
