import { formatContainer, parseContainer } from './containerText.ts';
import { cookieDomain } from './cookieDomain.ts';
import { fitCookieBudget, type PlannedCookie } from './fitCookieBudget.ts';
import { formatVisitDate } from './formatVisitDate.ts';
import { generatePromoCode } from './generatePromoCode.ts';
import { normalizeTrackingOptions, type NormalizedOptions, type TrackingOptions } from './normalizeTrackingOptions.ts';
import { parseQuery } from './parseQuery.ts';
import { readOnceUntilWrite, readStoredCookie, readTrackingCookie, writeTrackingCookie } from './rawCookies.ts';
import { readAttributionSnapshot } from './readAttributionSnapshot.ts';
import { resolveSource } from './resolveSource.ts';
import { runMigrations, type CookieAccess } from './runMigrations.ts';
import { stageCookieWrites, type CookieStage } from './stageCookieWrites.ts';
import { CONTAINER_COOKIES as C, NONE, TRACKING_COOKIES } from './terms.ts';
import type { AttributionSnapshot, CookieJar, TrackingEnvironment } from './types.ts';

/** One hit: the page, its options, and its staged cookie writes. */
interface Hit {
  readonly environment: TrackingEnvironment;
  readonly options: NormalizedOptions;
  readonly cookies: CookieStage;
  readonly now: number;
}

/**
 * Records one page view, as sourcebuster's `init` does (sourcebuster-behaviours.md s1): decides the
 * current source, counts the visit and the page, writes the cookies in the legacy order, and returns
 * them parsed (`sbjs.get`). Call it once per page: each call counts a page.
 */
export function trackVisit(environment: TrackingEnvironment, options: TrackingOptions = {}): AttributionSnapshot {
  const normalized = normalizeTrackingOptions(options, environment.hostname);
  const now = environment.now();
  const jar = readOnceUntilWrite(environment.cookies);
  const access = cookieAccess(jar, normalized, now);
  const { lifetimeMinutes, sessionMinutes } = normalized;
  runMigrations({ cookies: access, lifetimeMinutes, sessionMinutes, href: environment.href });
  const hit: Hit = { environment, options: normalized, cookies: stageCookieWrites(access.read), now };
  // The referral rule and the visit count both look at the session as it was before this hit.
  const sessionText = hit.cookies.read(C.session);
  recordSource(hit, sessionText !== undefined);
  recordCounters(hit, sessionText);
  if (normalized.promo && hit.cookies.read(C.promo) === undefined) {
    const code = generatePromoCode(normalized.promo.min, normalized.promo.max, environment.random ?? Math.random);
    hit.cookies.write(C.promo, formatContainer({ code }), lifetimeMinutes);
  }
  const planned = [...hit.cookies.writes(), ...keptCookies(jar, hit.cookies, lifetimeMinutes)];
  for (const { name, text, minutes } of fitCookieBudget(planned, { base64: normalized.base64 })) access.write(name, text, minutes);
  return readAttributionSnapshot(jar);
}

/** The tracking cookies this hit leaves as they are; they count against the budget too. */
function keptCookies(jar: CookieJar, stage: CookieStage, lifetimeMinutes: number): PlannedCookie[] {
  const written = new Set(stage.writes().map(({ name }) => name));
  return TRACKING_COOKIES.flatMap((name): PlannedCookie[] => {
    const stored = written.has(name) ? undefined : readStoredCookie(jar, name);
    return stored === undefined ? [] : [{ name, text: readTrackingCookie(jar, name) ?? '', minutes: lifetimeMinutes, stored }];
  });
}

/** sbjs_current_add, sbjs_first_add, sbjs_current, sbjs_first, in the legacy order (reference s1, s4). */
function recordSource({ environment, options, cookies, now }: Hit, sessionActive: boolean): void {
  const { lifetimeMinutes } = options;
  const current = cookies.read(C.current);
  const first = cookies.read(C.first);
  const query = parseQuery(environment.search);
  const input = { query, referrer: environment.referrer, pageHostname: environment.hostname, sessionActive };
  const source = resolveSource({ ...input, sourceKnown: current !== undefined || first !== undefined }, options);
  if (source) {
    const fd = formatVisitDate(now, options.timezoneOffsetHours);
    const add = formatContainer({ fd, ep: environment.href, rf: environment.referrer || NONE });
    cookies.write(C.current_add, add, lifetimeMinutes);
    if (cookies.read(C.first_add) === undefined) cookies.write(C.first_add, add, lifetimeMinutes);
  }
  // A kept source is written back to refresh its expiry. Deliberate difference: with sbjs_current
  // gone but sbjs_first kept, the first source stands in (the legacy script wrote 'null').
  const currentText = source ? formatContainer(source.data) : (current ?? first ?? '');
  cookies.write(C.current, currentText, lifetimeMinutes);
  if (first === undefined) cookies.write(C.first, currentText, lifetimeMinutes);
}

/** sbjs_udata (visits: up only when no session is active) and sbjs_session (pages), reference s6. */
function recordCounters({ environment, options, cookies }: Hit, sessionText: string | undefined): void {
  const udataText = cookies.read(C.udata);
  const visits = udataText === undefined ? 1 : count(parseContainer(udataText).vst) + (sessionText === undefined ? 1 : 0);
  const udata = formatContainer({ vst: visits, uip: options.userIp, uag: environment.userAgent });
  cookies.write(C.udata, udata, options.lifetimeMinutes);
  const pages = sessionText === undefined ? 1 : count(parseContainer(sessionText).pgs) + 1;
  cookies.write(C.session, formatContainer({ pgs: pages, cpg: environment.href }), options.sessionMinutes);
}

/** A stored counter; unreadable or 0 counts as 1, as in the legacy script (reference s6). */
const count = (text: string | undefined): number => Number.parseInt(text ?? '', 10) || 1;

function cookieAccess(jar: CookieJar, options: NormalizedOptions, now: number): CookieAccess {
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
