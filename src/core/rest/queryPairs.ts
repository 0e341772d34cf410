/** A URL cut into the parts query helpers rewrite; the fragment always stays last. */
export interface UrlParts {
  base: string;
  query: string;
  hash: string;
}

export function splitUrl(url: string): UrlParts {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const rest = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  if (queryAt === -1) return { base: rest, query: '', hash };
  return { base: rest.slice(0, queryAt), query: rest.slice(queryAt + 1), hash };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // @wordpress/url keeps undecodable text as it is rather than failing the request.
    return text;
  }
}

/** Decoded `[key, value]` pairs in order: `+` is a space, split at the first `=`, empty keys dropped. */
export function readQueryPairs(query: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of query.replace(/\+/g, ' ').split('&')) {
    const eq = part.indexOf('=');
    const key = decode(eq === -1 ? part : part.slice(0, eq));
    if (key !== '') pairs.push([key, decode(eq === -1 ? '' : part.slice(eq + 1))]);
  }
  return pairs;
}

export function writeQueryPairs(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}
