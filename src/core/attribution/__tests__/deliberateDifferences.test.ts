// Where we chose not to copy the legacy script (each is commented at its source).
import { describe, expect, it } from 'vitest';
import { trackVisit } from '../trackVisit.ts';
import type { TrackingOptions } from '../normalizeTrackingOptions.ts';
import { memoryJar } from './visitHarness.ts';

const NOW = Date.UTC(2025, 0, 2, 3, 4, 5);
const now = () => NOW;

function visit(url: string, options: TrackingOptions = {}, referrer = '', jar = memoryJar({}, now)) {
  const { hostname, search } = new URL(url);
  const snapshot = trackVisit({ href: url, hostname, search, referrer, userAgent: 'UA', now, cookies: jar }, options);
  return { snapshot, jar };
}

describe('deliberate differences from sourcebuster', () => {
  it('does not count ?false=1 as a utm visit (the legacy script looked up the key "false")', () => {
    expect(visit('https://www.shop.test/?false=1').snapshot.current.typ).toBe('typein');
  });

  it('matches configured hosts with literal dots', () => {
    const options = { organics: [{ host: 'example.org', param: 'q' }] };
    expect(visit('https://www.shop.test/', options, 'https://exampleXorg/?q=1').snapshot.current.typ).toBe('referral');
    expect(visit('https://www.shop.test/', {}, 'https://wwwXshopXtest/').snapshot.current.typ).toBe('referral');
  });

  it('writes host-only cookies on an IP address or a single-label host, where browsers refuse domain=', () => {
    for (const url of ['http://127.0.0.1:8080/', 'http://localhost:8080/', 'http://[::1]:8080/']) {
      const { jar } = visit(url);
      expect(jar.writes.length).toBeGreaterThan(0);
      expect(jar.writes.some((cookie) => cookie.includes('domain='))).toBe(false);
    }
  });

  it('takes the number 0 as a UTC offset (the legacy script needed the string "0")', () => {
    expect(visit('https://www.shop.test/', { timezoneOffsetHours: 0 }).snapshot.current_add.fd).toBe('2025-01-02 03:04:05');
  });

  it("keeps a raw '|||' inside a value from adding or overriding a field (the legacy script split on it)", () => {
    // The query reader keeps a value up to its second '=', so the legacy cookie read `trm=x|||typ|||…`: typ ''.
    const url = 'https://www.shop.test/?utm_source=a&utm_term=x|||typ=organic&utm_content=|||src';
    const { snapshot, jar } = visit(url);
    expect(snapshot.current).toMatchObject({ typ: 'utm', src: 'a', cnt: '|||src', trm: 'x|||typ' });
    expect(Object.keys(snapshot.current)).toEqual(['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct']);
    expect(snapshot.current_add.ep).toBe(url);
    expect(Object.keys(snapshot.session)).toEqual(['pgs', 'cpg']);
    expect(jar.values.get('sbjs_current')).toContain('trm%3Dx%257C%257C%257Ctyp');
  });

  it('falls back to the first source when sbjs_current alone was lost (the legacy script wrote "null")', () => {
    const first = encodeURIComponent('typ=referral|||src=example.com|||mdm=referral');
    const jar = memoryJar({ sbjs_first: first, sbjs_migrations: '1418474375998%3D1', sbjs_session: 'pgs%3D1' }, now);
    expect(visit('https://www.shop.test/', {}, '', jar).snapshot.current).toEqual({ typ: 'referral', src: 'example.com', mdm: 'referral' });
  });
});
