/**
 * Formats Set-Cookie values the way PHP's setcookie() does, which is what the WooCommerce
 * fixtures captured: `name=value; expires=…; Max-Age=…; path=/; HttpOnly`.
 */
export interface PhpCookieOptions {
  /** Unix seconds; 0 or omitted = session cookie (no expires / Max-Age). */
  expires?: number;
  httpOnly?: boolean;
  /** Seconds "now" is measured from; tests pin it. */
  now?: number;
}

export function phpSetCookie(name: string, value: string, options: PhpCookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  const expires = options.expires ?? 0;
  if (expires > 0) {
    const now = options.now ?? Math.floor(Date.now() / 1000);
    parts.push(`expires=${new Date(expires * 1000).toUTCString()}`);
    parts.push(`Max-Age=${Math.max(0, expires - now)}`);
  }
  parts.push('path=/');
  if (options.httpOnly === true) parts.push('HttpOnly');
  return parts.join('; ');
}

/** wc_setcookie(name, 0, time() - HOUR_IN_SECONDS): how WooCommerce expires its cart cookies. */
export function phpExpireCookie(name: string, now = Math.floor(Date.now() / 1000)): string {
  return phpSetCookie(name, '0', { expires: now - 3600, now });
}
