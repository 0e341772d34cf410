import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTION_FIELDS } from '../attributionFields.ts';
import { getAttributionData } from '../getAttributionData.ts';
import { removeTrackingCookies } from '../removeTrackingCookies.ts';
import type { AttributionSnapshot } from '../types.ts';
import { memoryJar } from './visitHarness.ts';

const SNAPSHOT: AttributionSnapshot = {
  current: { typ: 'utm', src: 'google', mdm: 'cpc', cmp: 'google_cpc', cnt: '(none)', trm: '(none)', id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' },
  current_add: { fd: '2025-11-21 17:06:00', ep: 'https://www.shop.test/?gclid=1', rf: '(none)' },
  first: {},
  first_add: {},
  session: { pgs: '3', cpg: 'https://www.shop.test/checkout/' },
  udata: { vst: '1', uip: '(none)', uag: 'Agent/1.0' },
  promo: {},
};

describe('getAttributionData (contract s4.2, s4.4)', () => {
  it('maps all 16 fields through their dotted paths', () => {
    expect(getAttributionData(DEFAULT_ATTRIBUTION_FIELDS, SNAPSHOT)).toEqual({
      source_type: 'utm', referrer: '(none)', utm_campaign: 'google_cpc', utm_source: 'google', utm_medium: 'cpc',
      utm_content: '(none)', utm_id: '(none)', utm_term: '(none)', utm_source_platform: '(none)',
      utm_creative_format: '(none)', utm_marketing_tactic: '(none)', session_entry: 'https://www.shop.test/?gclid=1',
      session_start_time: '2025-11-21 17:06:00', session_pages: '3', session_count: '1', user_agent: 'Agent/1.0',
    });
  });

  it('gives null for every field when tracking is off', () => {
    const values = getAttributionData(DEFAULT_ATTRIBUTION_FIELDS, null);
    expect(Object.keys(values)).toHaveLength(16);
    expect(Object.values(values).every((value) => value === null)).toBe(true);
  });

  it('gives null for paths that lead nowhere, including prototype members', () => {
    const fields = { a: 'first.typ', b: 'current.constructor', c: 'nope.x', d: 'current' };
    expect(getAttributionData(fields, SNAPSHOT)).toEqual({ a: null, b: null, c: null, d: null });
  });
});

describe('removeTrackingCookies (spec s4, contract s4.4)', () => {
  it('expires all eight cookies host-only and on both domain forms', () => {
    const jar = memoryJar({ sbjs_current: 'x', sbjs_session: 'y', other: 'z' });
    removeTrackingCookies(jar, 'www.shop.test');
    expect([...jar.values.keys()]).toEqual(['other']);
    const forCurrent = jar.writes.filter((cookie) => cookie.startsWith('sbjs_current='));
    expect(forCurrent).toEqual([
      'sbjs_current=; path=/; max-age=-999',
      'sbjs_current=; path=/; max-age=-999;domain=.www.shop.test',
      'sbjs_current=; path=/; max-age=-999;domain=.shop.test',
    ]);
    expect(new Set(jar.writes.map((cookie) => cookie.split('=')[0])).size).toBe(8);
  });
});
