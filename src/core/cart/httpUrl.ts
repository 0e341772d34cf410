/**
 * The absolute URL of a navigation target taken from an answer or from markup (an add answer's
 * `product_url`, a remove link's href, a button's href), or undefined unless it is http(s). The URL
 * parser does what a browser does with the string: it drops leading/trailing spaces and control
 * characters and tabs or newlines inside, and lower-cases the scheme, so ` JaVa\tScript:` is
 * `javascript:` here too and is refused.
 */
export function httpUrl(raw: string | null | undefined, base: string): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}
