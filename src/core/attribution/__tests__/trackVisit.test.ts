import { describe, expect, it } from 'vitest';
import { trackVisit } from '../trackVisit.ts';
import type { TrackingOptions } from '../normalizeTrackingOptions.ts';
import type { CookieJar } from '../types.ts';
import { memoryJar } from './visitHarness.ts';

const NOW = Date.UTC(2025, 10, 21, 17, 6, 0);
const now = () => NOW;
const WOO: TrackingOptions = { lifetimeMonths: 0.00001, sessionMinutes: 30, timezoneOffsetHours: 0 };

function visit(url: string, options: TrackingOptions = WOO, jar: CookieJar = memoryJar({}, now), referrer = '') {
  const { hostname, search } = new URL(url);
  return trackVisit({ href: url, hostname, search, referrer, userAgent: 'Agent/1.0', now, cookies: jar }, options);
}

describe('trackVisit', () => {
  it('records a direct first visit as typein from (direct) with medium (none)', () => {
    const snapshot = visit('https://www.shop.test/');
    expect(snapshot.current).toMatchObject({ typ: 'typein', src: '(direct)', mdm: '(none)' });
    expect(snapshot.udata).toEqual({ vst: '1', uip: '(none)', uag: 'Agent/1.0' });
    expect(snapshot.session).toEqual({ pgs: '1', cpg: 'https://www.shop.test/' });
    expect(snapshot.promo).toEqual({});
  });

  it("gives only the session cookie an expiry under WooCommerce's lifetime", () => {
    const jar = memoryJar({}, now);
    visit('https://www.shop.test/', WOO, jar);
    const withExpiry = jar.writes.filter((cookie) => cookie.includes('expires='));
    expect(withExpiry).toEqual([expect.stringMatching(/^sbjs_session=.*; expires=Fri, 21 Nov 2025 17:36:00 GMT;domain=\.shop\.test; path=\/$/)]);
  });

  it('gives every cookie the configured lifetime otherwise', () => {
    const jar = memoryJar({}, now);
    visit('https://www.shop.test/', { lifetimeMonths: 1 }, jar);
    expect(jar.writes.find((cookie) => cookie.startsWith('sbjs_current='))).toContain('expires=Sun, 21 Dec 2025 17:06:00 GMT');
  });

  it('counts pages within a session and a visit only when no session is active', () => {
    const jar = memoryJar({}, now);
    visit('https://www.shop.test/', WOO, jar);
    const second = visit('https://www.shop.test/shop/', WOO, jar);
    expect([second.udata.vst, second.session.pgs]).toEqual(['1', '2']);
    jar.values.delete('sbjs_session');
    const third = visit('https://www.shop.test/', WOO, jar);
    expect([third.udata.vst, third.session.pgs]).toEqual(['2', '1']);
  });

  it('stores base64 values when asked and returns the same data', () => {
    const plain = visit('https://www.shop.test/?utm_source=a');
    const jar = memoryJar({}, now);
    const encoded = visit('https://www.shop.test/?utm_source=a', { ...WOO, base64: true }, jar);
    expect(encoded).toEqual(plain);
    expect(jar.values.get('sbjs_migrations')).toBe('MTQxODQ3NDM3NTk5OCUzRDE');
    expect([...jar.values.values()].every((value) => /^[A-Za-z0-9+/]+$/.test(value))).toBe(true);
  });

  it('keeps plain cookies readable after base64 is turned on, and the reverse', () => {
    const jar = memoryJar({}, now);
    visit('https://www.shop.test/?utm_source=a', WOO, jar);
    expect(visit('https://www.shop.test/', { ...WOO, base64: true }, jar).current.src).toBe('a');
    expect(visit('https://www.shop.test/', WOO, jar).session.pgs).toBe('3');
  });

  it('writes a promo code once, in the spec range', () => {
    const jar = memoryJar({}, now);
    const { promo } = visit('https://www.shop.test/', { ...WOO, promoCode: true }, jar);
    expect(Number(promo.code)).toBeGreaterThanOrEqual(100_000);
    expect(Number(promo.code)).toBeLessThanOrEqual(999_999);
    expect(visit('https://www.shop.test/', { ...WOO, promoCode: true }, jar).promo).toEqual(promo);
  });

  it('survives a browser that refuses cookies', () => {
    const refusing = { read: () => '', write: () => undefined };
    expect(visit('https://www.shop.test/', WOO, { ...memoryJar(), ...refusing }).current).toEqual({});
  });
});

describe('trackVisit cookie reads (issue #15)', () => {
  it('reads document.cookie once per run of reads, not once per cookie', () => {
    const jar = memoryJar({}, now);
    let reads = 0;
    const counted = { read: () => (reads += 1, jar.read()), write: jar.write };
    visit('https://www.shop.test/', WOO, counted);
    // One read before the first write, then one after each write that is followed by a read.
    expect(reads).toBeLessThanOrEqual(jar.writes.length + 1);
    expect(reads).toBeLessThan(12);
  });

  it('sees what the browser kept after each write, a refused cookie included', () => {
    const jar = memoryJar({}, now);
    // A browser that refuses sbjs_udata (too big, or blocked): the snapshot must not show it.
    const refusing = { read: jar.read, write: (cookie: string) => (cookie.startsWith('sbjs_udata=') ? undefined : jar.write(cookie)) };
    const snapshot = visit('https://www.shop.test/', WOO, refusing);
    expect(snapshot.udata).toEqual({});
    expect(snapshot.session).toEqual({ pgs: '1', cpg: 'https://www.shop.test/' });
  });
});
