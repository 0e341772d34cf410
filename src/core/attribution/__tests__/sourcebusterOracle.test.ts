// The legacy script as the oracle: for each scenario, one visitor tracked by our engine and one by the
// `sourcebuster` npm package (1.1.0, the original the WooCommerce fork is based on), each in a fresh
// happy-dom window and cookie jar, must end with the same `sbjs.get` and the same cookie bytes.
//
// Fields and cases that legitimately differ, tested on their own in forkFields.test.ts and
// deliberateDifferences.test.ts against sourcebuster-behaviours.md s12:
// - current/first `id`, `plt`, `fmt`, `tct`: the fork's fields (1.1.0 predates them), so ours
//   appends `|||id=…|||plt=…|||fmt=…|||tct=…` to sbjs_current and sbjs_first;
// - `utm_id`, `utm_source_platform`, `utm_creative_format`, `utm_marketing_tactic` as utm triggers;
// - the fork's base64 mode;
// - `term_param` / `content_param`: upstream added them after the npm 1.1.0 release;
// - deliberate: `?false=1` is not utm; configured hosts match with literal dots; no
//   `domain=` attribute on IP or single-label hosts; a lost sbjs_current falls back to sbjs_first;
//   a raw '|' in a value is written `%7C`; the cookies together fit a budget (cookieBudget.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackingOptions } from '../normalizeTrackingOptions.ts';
import { oracleVisitor, ourVisitor, shopWindow, WOO_OPTIONS, type Visitor } from './visitHarness.ts';

const FORK_FIELDS = ['id', 'plt', 'fmt', 'tct'];
const SHOP = 'https://www.shop.test/';
const START = Date.UTC(2025, 10, 21, 17, 6, 0);

type Step = readonly [url: string, referrer?: string, minutesLater?: number];

const visitors: Visitor[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(visitors.splice(0).map((visitor) => visitor.close()));
});

/** `sbjs.get` with the fork's fields taken out of current and first. */
function withoutForkFields(get: Record<string, Record<string, string>>): Record<string, Record<string, string>> {
  const strip = (source: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(source).filter(([key]) => !FORK_FIELDS.includes(key)));
  return { ...get, current: strip(get.current), first: strip(get.first) };
}

/** A raw cookie value with the fork's trailing pairs removed (plain encoding). */
const withoutForkPairs = (raw: string): string => raw.replace(/%7C%7C%7Cid%3D.*$/, '');

function runBoth(steps: readonly Step[], options: TrackingOptions = WOO_OPTIONS) {
  const ours = ourVisitor(options);
  const oracle = oracleVisitor(options);
  visitors.push(ours, oracle);
  const results: Array<{ ours: Record<string, Record<string, string>>; oracle: Record<string, Record<string, string>> }> = [];
  for (const [url, referrer = '', minutesLater = 0] of steps) {
    vi.setSystemTime(Date.now() + minutesLater * 60_000);
    results.push({ ours: ours.visit(url, referrer), oracle: oracle.visit(url, referrer) });
  }
  return { ours, oracle, results };
}

function expectSame(steps: readonly Step[], options?: TrackingOptions) {
  const { ours, oracle, results } = runBoth(steps, options);
  for (const result of results) expect(withoutForkFields(result.ours)).toEqual(result.oracle);
  const ourRaw = ours.raw();
  const oracleRaw = oracle.raw();
  expect([...ourRaw.keys()].sort()).toEqual([...oracleRaw.keys()].sort());
  for (const [name, value] of oracleRaw) expect(withoutForkPairs(ourRaw.get(name) ?? ''), name).toBe(value);
  return results.at(-1)!.ours;
}

const singleVisits: ReadonlyArray<readonly [label: string, query: string, referrer: string]> = [
  ['a direct first visit', '', ''],
  ['a full utm link', '?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale&utm_content=hero&utm_term=shoes', ''],
  ['a utm link arriving from Google', '?utm_medium=email', 'https://www.google.com/'],
  ['encoded utm values', '?utm_source=a%20b&utm_campaign=c+d&utm_term=%D0%BA%D0%BB%D1%8E%D1%87', ''],
  ['a double-encoded percent', '?utm_campaign=50%2525off', ''],
  ['a malformed percent', '?utm_campaign=50%off', ''],
  ['an empty utm_source', '?utm_source=', ''],
  ['a utm key without "="', '?utm_source', ''],
  ['a gclid', '?gclid=abc', ''],
  ['an empty gclid', '?gclid=', ''],
  ['a gclid with its own utm_source', '?gclid=1&utm_source=fb', ''],
  ['a yclid', '?yclid=abc', ''],
  ['a yclid from Yandex search', '?yclid=abc', 'https://yandex.ru/search/?text=buy+shoes'],
  ['a utm link from Yandex search', '?utm_source=ya', 'https://yandex.ru/search/?lr=213&text=%D0%BA%D1%83%D0%BF%D0%B8%D1%82%D1%8C'],
  ['a utm link from Yandex without a search', '?utm_source=x', 'https://yandex.ru/'],
  ['an fbclid (not recognised)', '?fbclid=abc', ''],
  ['a value with "=" inside', '?utm_content=a=b', ''],
  ['a repeated key', '?utm_source=a&utm_source=b', ''],
  ['an encoded "|||" in a value', '?utm_campaign=x%7C%7C%7Cy', ''],
  ['empty and keyless query parts', '?utm_source=a&&b=&=c', ''],
  ['utm beats organic', '?utm_source=x', 'https://www.google.com/'],
  ['Google home', '', 'https://www.google.com/'],
  ['Google without a slash', '', 'https://www.google.com'],
  ['Google UK search', '', 'https://www.google.co.uk/search?q=shoes'],
  ['Google News (a referral)', '', 'https://news.google.com/'],
  ['an upper-case Google host (a referral)', '', 'https://WWW.GOOGLE.COM/'],
  ['Bing search', '', 'https://www.bing.com/search?q=shoes'],
  ['Bing without a query', '', 'https://www.bing.com/'],
  ['Bing with an empty query', '', 'https://www.bing.com/search?'],
  ['Bing with q= only as a substring', '', 'https://www.bing.com/search?form=x&aq=1'],
  ['Bing with q= only in the fragment', '', 'https://www.bing.com/search#?q=1'],
  ['Bing with user info and a port', '', 'https://user:pw@www.bing.com:8080/search?q=1#x'],
  ['Yahoo search', '', 'https://search.yahoo.com/search?p=shoes'],
  ['Yandex search', '', 'https://yandex.ru/search/?text=shoes'],
  ['Yandex home', '', 'https://yandex.ru/'],
  ['Ask', '', 'https://www.ask.com/web?q=drones'],
  ['AOL', '', 'https://search.aol.com/aol/search?q=drones'],
  ['About', '', 'https://www.about.com/?q=drones'],
  ['Globososo', '', 'https://globososo.com/?q=drones'],
  ['Mail.ru', '', 'https://go.mail.ru/search?q=drones'],
  ['Rambler', '', 'https://nova.rambler.ru/search?query=drones'],
  ['Tut.by', '', 'https://search.tut.by/?query=drones'],
  ['DuckDuckGo (a referral)', '', 'https://duckduckgo.com/?q=shoes'],
  ['Twitter short links', '', 'https://t.co/abc'],
  ['Google+ links', '', 'https://plus.url.google.com/x'],
  ['Facebook', '', 'https://www.facebook.com/'],
  ['a referrer with port, path and query', '', 'http://example.com:8080/a/b.html?x'],
  ['a referrer without a path', '', 'https://example.com'],
  ['an app referrer', '', 'android-app://com.google.android.gm/'],
  ['an internal subdomain referrer', '', 'https://blog.shop.test/post'],
  ['an internal referrer', '', `${SHOP}shop/`],
];

describe('sourcebuster oracle: one page view', () => {
  it.each(singleVisits)('records %s as the legacy script does', (_label, query, referrer) => {
    expectSame([[`${SHOP}${query}`, referrer]]);
  });
});

describe('sourcebuster oracle: options', () => {
  const cases: ReadonlyArray<readonly [string, Step, TrackingOptions]> = [
    ['a campaign param', [`${SHOP}?gclid=abc&my_cmp=xyz`], { ...WOO_OPTIONS, campaignParam: 'my_cmp' }],
    ['a custom engine before the built-ins', [SHOP, 'https://www.bing.com/search?q=a'], { ...WOO_OPTIONS, organics: [{ host: 'bing.com', param: 'q', display: 'bing_in_da_house' }] }],
    ['a custom engine', [SHOP, 'https://search.example.org/find?query=shoes'], { ...WOO_OPTIONS, organics: [{ host: 'example.org', param: 'query', display: 'exo' }] }],
    ['a custom referral medium', [SHOP, 'https://t.co/x'], { ...WOO_OPTIONS, referrals: [{ host: 't.co', medium: 'social', display: 'twitter.com' }] }],
    ['a custom referral without display', [SHOP, 'https://m.facebook.com/x'], { ...WOO_OPTIONS, referrals: [{ host: 'facebook.com', medium: 'social' }] }],
    ['typein attributes', [SHOP], { ...WOO_OPTIONS, typeinAttributes: { source: 'direct', medium: 'none' } }],
    ['half-set typein attributes', [SHOP], { ...WOO_OPTIONS, typeinAttributes: { source: 'direct', medium: '' } }],
    ['an isolated domain', ['https://shop.test/', 'https://blog.shop.test/post'], { ...WOO_OPTIONS, domain: { host: 'shop.test', isolate: true } }],
    ['a domain string', [SHOP, 'https://blog.shop.test/post'], { ...WOO_OPTIONS, domain: 'shop.test' }],
    ['a user ip', [SHOP], { ...WOO_OPTIONS, userIp: '203.0.113.7' }],
    ['the default 6-month lifetime and local dates', [SHOP], {}],
    ['a one-month lifetime', [SHOP], { lifetimeMonths: 1, sessionMinutes: 30 }],
    ['a truncated session length', [SHOP], { ...WOO_OPTIONS, sessionMinutes: 5.9 }],
    ['a timezone offset', [SHOP], { ...WOO_OPTIONS, timezoneOffsetHours: -5 }],
  ];
  it.each(cases)('honours %s', (_label, step, options) => {
    expectSame([step], options);
  });

  it('writes the same promo code from the same random number', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.123456);
    const current = expectSame([[SHOP], [`${SHOP}cart/`, SHOP]], { ...WOO_OPTIONS, promoCode: true });
    expect(current.promo).toEqual({ code: '211110' });
  });

  it('pads a promo code from a custom range', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.006);
    const current = expectSame([[SHOP]], { ...WOO_OPTIONS, promoCode: { min: 1, max: 999 } });
    expect(current.promo).toEqual({ code: '006' });
  });
});

describe('sourcebuster oracle: a visitor over time', () => {
  it('counts pages in a session, visits across sessions, and lets a referral replace only outside a session', () => {
    const last = expectSame([
      [SHOP],
      [`${SHOP}shop/`, SHOP, 5],
      [`${SHOP}cart/`, 'https://www.facebook.com/', 10],
      [`${SHOP}checkout/`, 'https://www.facebook.com/', 31],
      [SHOP, '', 45],
    ]);
    expect(last.current).toMatchObject({ typ: 'referral', src: 'facebook.com' });
    expect(last.udata).toMatchObject({ vst: '3' });
    expect(last.session).toMatchObject({ pgs: '1' });
  });

  it('keeps the session alive while pages keep coming (sliding 30 minutes)', () => {
    const last = expectSame([[SHOP], [`${SHOP}a/`, SHOP, 29], [`${SHOP}b/`, SHOP, 29], [`${SHOP}c/`, SHOP, 29]]);
    expect(last.session).toMatchObject({ pgs: '4' });
    expect(last.udata).toMatchObject({ vst: '1' });
  });

  it('lets utm and organic replace the source inside a session, never the first source', () => {
    const last = expectSame([
      [`${SHOP}?utm_source=a`],
      [SHOP, 'https://www.google.com/', 2],
      [`${SHOP}?utm_source=b`, '', 2],
      [`${SHOP}shop/`, '', 2],
    ]);
    expect(last.current).toMatchObject({ typ: 'utm', src: 'b' });
    expect(last.first).toMatchObject({ typ: 'utm', src: 'a' });
    expect(last.current_add).toMatchObject({ ep: `${SHOP}?utm_source=b` });
  });

  it('keeps a direct return after the session from replacing a utm source', () => {
    const last = expectSame([[`${SHOP}?gclid=abc`], [SHOP, '', 40], [`${SHOP}shop/`, 'https://blog.shop.test/', 40]]);
    expect(last.current).toMatchObject({ typ: 'utm', src: 'google', cmp: 'google_cpc' });
    expect(last.udata).toMatchObject({ vst: '3' });
  });

  it('writes the WooCommerce-style cookies in the legacy order, byte for byte', () => {
    // On www.shop.test: happy-dom (unlike browsers) refuses `domain=.shop.test` on the bare shop.test host.
    const { ours, oracle } = runBoth([[`${SHOP}?utm_source=google&utm_medium=cpc`]]);
    const names = (writes: string[]) => writes.map((cookie) => cookie.slice(0, cookie.indexOf('=')));
    expect(names(ours.writes)).toEqual(names(oracle.writes));
    const withoutFork = ours.writes.map((cookie) => cookie.replace(/%7C%7C%7Cid%3D[^;]*/, ''));
    expect(withoutFork).toEqual(oracle.writes);
    expect(oracle.writes.every((cookie) => cookie.endsWith(';domain=.shop.test; path=/'))).toBe(true);
  });
});

describe('sourcebuster oracle: legacy visitors carry over', () => {
  it('continues a visitor the legacy script started as the legacy script would have', () => {
    const shared = shopWindow();
    const legacyThenOurs = [oracleVisitor(WOO_OPTIONS, shared), ourVisitor(WOO_OPTIONS, shared)] as const;
    const legacyOnly = oracleVisitor();
    visitors.push(...legacyThenOurs, legacyOnly);
    legacyThenOurs[0].visit(`${SHOP}?utm_source=newsletter&utm_medium=email`, 'https://mail.example.com/');
    legacyOnly.visit(`${SHOP}?utm_source=newsletter&utm_medium=email`, 'https://mail.example.com/');
    vi.setSystemTime(Date.now() + 10 * 60_000);
    const ours = legacyThenOurs[1].visit(`${SHOP}shop/`, 'https://www.facebook.com/');
    const legacy = legacyOnly.visit(`${SHOP}shop/`, 'https://www.facebook.com/');
    expect(ours).toEqual(legacy);
    vi.setSystemTime(Date.now() + 40 * 60_000);
    expect(withoutForkFields(legacyThenOurs[1].visit(SHOP, 'https://www.facebook.com/'))).toEqual(
      legacyOnly.visit(SHOP, 'https://www.facebook.com/'),
    );
  });

  it('migrates a pre-1.0 visitor (single "|" delimiters) as the legacy script does', () => {
    const seeded = [shopWindow(), shopWindow()];
    const old = {
      sbjs_first: 'typ=referral|src=example.com|mdm=referral|cmp=(none)|cnt=/|trm=(none)',
      sbjs_current: 'typ=referral|src=example.com|mdm=referral|cmp=(none)|cnt=/|trm=(none)',
      sbjs_first_add: 'fd=2014-01-01 10:00:00|ep=https://www.shop.test/|rf=https://example.com/',
      sbjs_current_add: 'fd=2014-01-01 10:00:00|ep=https://www.shop.test/|rf=https://example.com/',
      sbjs_udata: 'vst=4|uip=(none)|uag=Old||Agent',
      sbjs_session: 'pgs=7|cpg=https://www.shop.test/old',
    };
    for (const window of seeded) {
      for (const [name, value] of Object.entries(old)) window.document.cookie = `${name}=${encodeURIComponent(value)};domain=.shop.test; path=/`;
    }
    const ours = ourVisitor(WOO_OPTIONS, seeded[0]);
    const legacy = oracleVisitor(WOO_OPTIONS, seeded[1]);
    visitors.push(ours, legacy);
    expect(withoutForkFields(ours.visit(`${SHOP}cart/`, SHOP))).toEqual(legacy.visit(`${SHOP}cart/`, SHOP));
    expect(ours.raw()).toEqual(legacy.raw());
  });
});
