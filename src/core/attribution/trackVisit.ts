import { formatContainer, parseContainer } from './containerText.ts';
import { cookieDomain } from './cookieDomain.ts';
import { formatVisitDate } from './formatVisitDate.ts';
import { generatePromoCode } from './generatePromoCode.ts';
import { normalizeTrackingOptions, type NormalizedOptions, type TrackingOptions } from './normalizeTrackingOptions.ts';
import { parseQuery } from './parseQuery.ts';
import { readTrackingCookie, writeTrackingCookie } from './rawCookies.ts';
import { readAttributionSnapshot } from './readAttributionSnapshot.ts';
import { resolveSource } from './resolveSource.ts';
import { runMigrations, type CookieAccess } from './runMigrations.ts';
import { CONTAINER_COOKIES as C, NONE } from './terms.ts';
import type { AttributionSnapshot, TrackingEnvironment } from './types.ts';

/**
 * Records one page view, as sourcebuster's `init` does (sourcebuster-behaviours.md s1): decides the
 * current source, counts the visit and the page, writes the cookies in the legacy order, and returns
 * them parsed (`sbjs.get`). Call it once per page: each call counts a page.
 */
export function trackVisit(environment: TrackingEnvironment, options: TrackingOptions = {}): AttributionSnapshot {
  const normalized = normalizeTrackingOptions(options, environment.hostname);
  const now = environment.now();
  const cookies = cookieAccess(environment, normalized, now);
  const { lifetimeMinutes, sessionMinutes } = normalized;
  runMigrations({ cookies, lifetimeMinutes, sessionMinutes, href: environment.href });

  // Both the referral rule and the visit count look at the session as it was before this hit.
  const sessionText = cookies.read(C.session);
  const udataText = cookies.read(C.udata);
  const current = cookies.read(C.current);
  const first = cookies.read(C.first);
  const source = resolveSource(
    {
      query: parseQuery(environment.search),
      referrer: environment.referrer,
      pageHostname: environment.hostname,
      sessionActive: sessionText !== undefined,
      sourceKnown: current !== undefined || first !== undefined,
    },
    normalized,
  );
  if (source) {
    const add = formatContainer({
      fd: formatVisitDate(now, normalized.timezoneOffsetHours),
      ep: environment.href,
      rf: environment.referrer || NONE,
    });
    cookies.write(C.current_add, add, lifetimeMinutes);
    if (cookies.read(C.first_add) === undefined) cookies.write(C.first_add, add, lifetimeMinutes);
  }
  // Kept sources are written back to refresh their expiry. Deliberate difference: with sbjs_current
  // gone but sbjs_first kept, the first source stands in (the legacy script wrote 'null').
  const currentText = source ? formatContainer(source.data) : (current ?? first ?? '');
  cookies.write(C.current, currentText, lifetimeMinutes);
  if (first === undefined) cookies.write(C.first, currentText, lifetimeMinutes);

  cookies.write(C.udata, formatContainer({
    vst: udataText === undefined ? 1 : count(parseContainer(udataText).vst) + (sessionText === undefined ? 1 : 0),
    uip: normalized.userIp,
    uag: environment.userAgent,
  }), lifetimeMinutes);
  cookies.write(C.session, formatContainer({
    pgs: sessionText === undefined ? 1 : count(parseContainer(sessionText).pgs) + 1,
    cpg: environment.href,
  }), sessionMinutes);

  if (normalized.promo && cookies.read(C.promo) === undefined) {
    const { min, max } = normalized.promo;
    cookies.write(C.promo, formatContainer({ code: generatePromoCode(min, max, environment.random ?? Math.random) }), lifetimeMinutes);
  }
  return readAttributionSnapshot(environment.cookies);
}

/** A stored counter; unreadable or 0 counts as 1, as in the legacy script (reference s6). */
const count = (text: string | undefined): number => Number.parseInt(text ?? '', 10) || 1;

function cookieAccess(environment: TrackingEnvironment, options: NormalizedOptions, now: number): CookieAccess {
  const { cookies: jar } = environment;
  const domain = cookieDomain(options.domain);
  const write = (name: string, value: string, minutes: number, host: string | undefined): void =>
    writeTrackingCookie(jar, name, value, { minutes, domain: host, base64: options.base64, now });
  return {
    read: (name) => readTrackingCookie(jar, name),
    write: (name, value, minutes) => write(name, value, minutes, domain),
    remove(name) {
      write(name, '', -1, domain);
      write(name, '', -1, undefined);
    },
  };
}
