/**
 * The one check for a URL the bundle goes to or draws as a link: an add answer's `product_url`, a
 * remove/restore/coupon link's href, the checkout's `redirect`, `cart_url`, a link replayed after an
 * island failed. Returns the absolute URL, or undefined unless it is http(s). The URL parser does what
 * a browser does with the string (leading/trailing spaces and control characters dropped, tabs and
 * newlines inside removed, scheme lower-cased), so ` JaVa\tScript:` is `javascript:` here too and is
 * refused, as are `data:`, `vbscript:`, `blob:` and `file:`. Any http(s) origin is allowed: a payment
 * gateway's redirect and a theme's links leave the site on purpose, as a plain link would. Requests
 * that carry credentials check their origin themselves (REST fetch-all). Without `base` the URL must
 * be absolute.
 */
export function safeNavigationUrl(raw: unknown, base?: string): string | undefined {
  let url: URL | undefined;
  try {
    if (typeof raw === 'string' && raw !== '') url = new URL(raw, base);
  } catch {
    // Not a URL a browser could go to either.
  }
  return url && /^https?:$/.test(url.protocol) ? url.href : undefined;
}
