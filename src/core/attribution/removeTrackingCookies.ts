import { hostWithoutWww } from './parseUrl.ts';
import { TRACKING_COOKIES } from './terms.ts';
import type { CookieJar } from './types.ts';

/**
 * Expires every tracking cookie (spec s4: switching tracking off clears them; contract s4.4).
 * Deliberate difference: WooCommerce clears only `domain=.{hostname}`, which misses the cookies
 * sourcebuster wrote on `.{hostname without www.}` for a `www.` host; this clears the host-only
 * cookie and both domain forms.
 */
export function removeTrackingCookies(jar: CookieJar, hostname: string): void {
  const domains = new Set(['', `;domain=.${hostname}`, `;domain=.${hostWithoutWww(hostname)}`]);
  for (const name of TRACKING_COOKIES) {
    for (const domain of domains) jar.write(`${name}=; path=/; max-age=-999${domain}`);
  }
}
