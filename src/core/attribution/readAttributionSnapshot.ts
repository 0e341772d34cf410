import { parseContainer } from './containerText.ts';
import { readTrackingCookie } from './rawCookies.ts';
import { CONTAINER_COOKIES } from './terms.ts';
import type { AttributionSnapshot, CookieJar } from './types.ts';

/** The tracking cookies parsed into sourcebuster's `sbjs.get` shape; `{}` for each cookie not set (reference s3.4). */
export function readAttributionSnapshot(jar: CookieJar): AttributionSnapshot {
  const entries = Object.entries(CONTAINER_COOKIES).map(([key, cookie]) => {
    const text = readTrackingCookie(jar, cookie);
    return [key, text ? parseContainer(text) : {}] as const;
  });
  return Object.fromEntries(entries) as AttributionSnapshot;
}
