/**
 * Options of one REST request: fetch's own init plus the fields of @wordpress/api-fetch
 * (api-fetch-behaviours.md s1).
 */
export interface ApiFetchOptions extends Omit<RequestInit, 'headers'> {
  /** Route below the REST root, e.g. `/wp/v2/posts`; the root URL middleware turns it into `url`. */
  path?: string;
  /** Absolute URL, used as is (no root added). */
  url?: string;
  /** With `endpoint`: joined into `path` (`wp/v2` + `posts`). */
  namespace?: string;
  /** With `namespace`: joined into `path`. */
  endpoint?: string;
  /** Default true: resolve to the parsed JSON; false resolves (or rejects) with the raw Response. */
  parse?: boolean;
  /** Sent as a JSON body with `Content-Type: application/json`. */
  data?: unknown;
  /** Plain header object (string to string), as api-fetch accepts. */
  headers?: Record<string, string>;
}

/** The rest of the chain, as a middleware sees it. */
export type ApiFetchNext = (options: ApiFetchOptions) => Promise<unknown>;

export type ApiFetchMiddleware = (options: ApiFetchOptions, next: ApiFetchNext) => Promise<unknown>;

/** The last step: turns options into a network request (or anything else a custom handler likes). */
export type ApiFetchHandler = (options: ApiFetchOptions) => Promise<unknown>;

/** What a failed request rejects with when `parse` is not false (spec s8 "Request errors"). */
export interface ApiFetchError {
  code: string;
  message?: string;
  data?: unknown;
}

/** The nonce middleware; writing `.nonce` changes every later request (api-fetch-behaviours.md s3.1). */
export interface NonceMiddleware extends ApiFetchMiddleware {
  nonce: string;
}

export interface ApiFetchConfig {
  /** REST root ending in `/`, e.g. `https://shop.test/wp-json/` or `https://shop.test/index.php?rest_route=/` (spec s7). */
  rootURL: string;
  /** `wp_rest` nonce sent as X-WP-Nonce; default none (no header) until a refresh sets one (spec s7). */
  nonce?: string;
  /** Plain-text nonce source; default `{origin of rootURL}/wp-admin/admin-ajax.php?action=rest-nonce` (spec s7). */
  nonceEndpoint?: string;
  /** fetch implementation; default the global fetch, looked up at call time. */
  fetch?: typeof fetch;
}

/** A configured client: `apiFetch(options)` plus api-fetch's own properties (api-fetch-behaviours.md s1). */
export interface ApiFetch {
  <T = unknown>(options: ApiFetchOptions): Promise<T>;
  /** Registers a middleware in front of the chain: the last registered runs first. */
  use(middleware: ApiFetchMiddleware): void;
  /** Removes a middleware (built-ins too); true if it was registered. */
  unregister(middleware: ApiFetchMiddleware): boolean;
  /** Replaces the last step of the chain. */
  setFetchHandler(handler: ApiFetchHandler): void;
  /** The built-in handler, to restore it after setFetchHandler. */
  readonly defaultFetchHandler: ApiFetchHandler;
  /** The nonce middleware in use; refreshing the nonce writes its `.nonce`. */
  nonceMiddleware: NonceMiddleware;
  /** Where a fresh nonce is fetched after `rest_cookie_invalid_nonce`. */
  nonceEndpoint: string;
  readonly createNonceMiddleware: (nonce: string) => NonceMiddleware;
  readonly createRootURLMiddleware: (rootURL: string) => ApiFetchMiddleware;
  /** Joins `per_page=-1` requests from pages of this client. */
  readonly fetchAllMiddleware: ApiFetchMiddleware;
  readonly httpV1Middleware: ApiFetchMiddleware;
  readonly mediaUploadMiddleware: ApiFetchMiddleware;
}
