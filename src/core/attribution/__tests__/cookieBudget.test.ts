// Issue #26: one crafted link must not leave more tracking cookies than a Cookie header can carry.
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_COOKIE_BUDGET_BYTES } from '../../constants/attribution.ts';
import { trackVisit } from '../trackVisit.ts';
import type { TrackingOptions } from '../normalizeTrackingOptions.ts';
import type { CookieJar } from '../types.ts';
import { memoryJar, WOO_OPTIONS } from './visitHarness.ts';

const NOW = Date.UTC(2025, 10, 21, 17, 6, 0);
const now = () => NOW;
const long = (letter: string): string => letter.repeat(3000);
const SHOP = 'https://www.shop.test/shop/';
const CRAFTED = `${SHOP}?utm_source=newsletter&utm_medium=email&utm_campaign=${long('A')}&utm_content=${long('B')}&utm_term=${long('C')}`;
const LONG_REFERRER = `https://forum.example.com/thread?q=${long('R')}`;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Jar = ReturnType<typeof memoryJar>;

function visit(url: string, jar: Jar, referrer = '', options: TrackingOptions = WOO_OPTIONS, userAgent = UA) {
  const { hostname, search } = new URL(url);
  return trackVisit({ href: url, hostname, search, referrer, userAgent, now, cookies: jar as CookieJar }, options);
}

/** The Cookie header's `name=value` pairs, summed, as the browser would send them. */
const headerBytes = (jar: Jar): number => [...jar.values].reduce((sum, [name, value]) => sum + name.length + 1 + value.length, 0);

describe('the tracking cookies fit one budget whatever the link (issue #26)', () => {
  it('keeps a link with three 3,000-character utm values and a long referrer within the budget, still utm from its source', () => {
    const jar = memoryJar({}, now);
    const snapshot = visit(CRAFTED, jar, LONG_REFERRER);
    expect(headerBytes(jar)).toBeLessThanOrEqual(ATTRIBUTION_COOKIE_BUDGET_BYTES);
    expect(snapshot.current).toMatchObject({ typ: 'utm', src: 'newsletter', mdm: 'email', id: '(none)' });
    expect(snapshot.first).toEqual(snapshot.current);
    for (const [key, letter] of [['cmp', 'A'], ['cnt', 'B'], ['trm', 'C']] as const) {
      expect(snapshot.current[key]).toMatch(new RegExp(`^${letter}{100,2999}$`));
    }
    expect(CRAFTED.startsWith(snapshot.current_add.ep ?? '-')).toBe(true);
    expect(LONG_REFERRER.startsWith(snapshot.current_add.rf ?? '-')).toBe(true);
    expect(snapshot.udata.uag).toBe(UA);
  });

  it('shares the budget fairly: every long value is cut to about the same encoded length', () => {
    const jar = memoryJar({}, now);
    const snapshot = visit(CRAFTED, jar, LONG_REFERRER);
    const lengths = [snapshot.current.cmp, snapshot.current.cnt, snapshot.current.trm, snapshot.current_add.ep, snapshot.current_add.rf, snapshot.session.cpg]
      .map((value) => encodeURIComponent(value ?? '').length);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(3);
  });

  it('stays within the budget page after page, and when a second crafted link replaces the current source', () => {
    const jar = memoryJar({}, now);
    visit(CRAFTED, jar, LONG_REFERRER);
    visit(`${SHOP}page/2/?orderby=${long('P')}`, jar, CRAFTED);
    expect(headerBytes(jar)).toBeLessThanOrEqual(ATTRIBUTION_COOKIE_BUDGET_BYTES);
    const second = visit(`${SHOP}?utm_source=ads&utm_campaign=${long('X')}&utm_id=${long('I')}`, jar, LONG_REFERRER);
    expect(headerBytes(jar)).toBeLessThanOrEqual(ATTRIBUTION_COOKIE_BUDGET_BYTES);
    expect(second.current).toMatchObject({ typ: 'utm', src: 'ads', cmp: expect.stringMatching(/^X{100,}$/) });
    expect(second.first).toMatchObject({ typ: 'utm', src: 'newsletter', cmp: expect.stringMatching(/^A{100,}$/) });
    expect(second.session.pgs).toBe('3');
  });

  it('keeps at least 100 characters of the source and medium when every field, the referrer and the user agent are long', () => {
    const keys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic'];
    const jar = memoryJar({}, now);
    const snapshot = visit(`${SHOP}?${keys.map((key) => `${key}=${long('S')}`).join('&')}`, jar, LONG_REFERRER, { ...WOO_OPTIONS, promoCode: true }, long('U'));
    expect(headerBytes(jar)).toBeLessThanOrEqual(ATTRIBUTION_COOKIE_BUDGET_BYTES);
    expect(snapshot.current.typ).toBe('utm');
    expect(snapshot.current.src?.length).toBeGreaterThanOrEqual(100);
    expect(snapshot.current.mdm?.length).toBeGreaterThanOrEqual(100);
    expect(snapshot.promo.code).toMatch(/^\d{6}$/);
  });

  it('keeps the base64 form within the budget too', () => {
    const jar = memoryJar({}, now);
    const snapshot = visit(CRAFTED, jar, LONG_REFERRER, { ...WOO_OPTIONS, base64: true });
    expect(headerBytes(jar)).toBeLessThanOrEqual(ATTRIBUTION_COOKIE_BUDGET_BYTES);
    expect(snapshot.current).toMatchObject({ typ: 'utm', src: 'newsletter', cmp: expect.stringMatching(/^A{100,}$/) });
  });

  it('keeps encoded multi-byte values readable when it cuts them', () => {
    const term = '%D0%BA%D0%BB%D1%8E%D1%87%F0%9F%98%80'.repeat(300);
    const jar = memoryJar({}, now);
    const snapshot = visit(`${SHOP}?utm_source=ya&utm_term=${term}`, jar);
    expect(headerBytes(jar)).toBeLessThanOrEqual(ATTRIBUTION_COOKIE_BUDGET_BYTES);
    expect(snapshot.current.trm).toMatch(/^(ключ😀)+(ключ?|клю|кл|к)?$/u);
    expect(snapshot.current.trm?.length).toBeGreaterThan(50);
  });

  it('shrinks oversized cookies the legacy script left, so the next page brings the visitor under the budget', () => {
    const legacy = (text: string): string => encodeURIComponent(text).replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'));
    const source = `typ=utm|||src=newsletter|||mdm=email|||cmp=${long('A')}|||cnt=(none)|||trm=(none)`;
    const add = `fd=2025-11-21 17:00:00|||ep=${SHOP}?utm_campaign=${long('A')}|||rf=(none)`;
    const jar = memoryJar({ sbjs_migrations: '1418474375998%3D1', sbjs_current: legacy(source), sbjs_first: legacy(source), sbjs_current_add: legacy(add), sbjs_first_add: legacy(add) }, now);
    const snapshot = visit(`${SHOP}cart/`, jar);
    expect(headerBytes(jar)).toBeLessThanOrEqual(ATTRIBUTION_COOKIE_BUDGET_BYTES);
    expect(snapshot.current).toMatchObject({ typ: 'utm', src: 'newsletter', cmp: expect.stringMatching(/^A{100,}$/) });
    expect(snapshot.first).toMatchObject({ typ: 'utm', src: 'newsletter' });
  });
});
