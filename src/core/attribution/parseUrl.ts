/** The parts of a URL the source rules look at, as written (no normalisation). */
export interface LooseUrl {
  /** Host without user info or port, case kept (Google's check is case-sensitive, reference s4.2). */
  readonly host: string;
  /** Path as written: '' for `https://example.com`, not the '/' that `new URL` would give. */
  readonly path: string;
  /** Query without '?' and fragment; undefined when there is no '?'. */
  readonly query: string | undefined;
}

// Not `new URL()`: it lowercases hosts, turns an empty path into '/', and throws on odd referrers
// such as `android-app://…`, each of which would change what sourcebuster records (reference s4.2-s4.4).
const URL_PARTS = /^(?:[^:/?#]+:)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?/;

/** Splits a referrer or page URL into host, path and query. */
export function parseUrl(url: string): LooseUrl {
  const [, authority = '', path = '', query] = URL_PARTS.exec(url) ?? [];
  const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, '');
  return { host, path, query };
}

/** A host with its first 'www.' removed, wherever it is: sourcebuster's `getHost` (reference s4.3). */
export function hostWithoutWww(host: string): string {
  return host.replace('www.', '');
}
