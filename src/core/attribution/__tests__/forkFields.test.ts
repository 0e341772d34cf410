// What the npm oracle cannot check: the WooCommerce fork's fields and triggers, and upstream's
// term/content params, against the verified examples of sourcebuster-behaviours.md s12.
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackingOptions } from '../normalizeTrackingOptions.ts';
import { ourVisitor, WOO_OPTIONS, type Visitor } from './visitHarness.ts';

const SHOP = 'https://www.shop.test/';
const n = '(none)';
const visitors: Visitor[] = [];
afterEach(async () => {
  await Promise.all(visitors.splice(0).map((visitor) => visitor.close()));
});

function current(query: string, referrer = '', options: TrackingOptions = WOO_OPTIONS) {
  const visitor = ourVisitor(options);
  visitors.push(visitor);
  const { typ, src, mdm, cmp, cnt, trm, id, plt, fmt, tct } = visitor.visit(`${SHOP}${query}`, referrer).current ?? {};
  return [typ, src, mdm, cmp, cnt, trm, id, plt, fmt, tct];
}

describe('the WooCommerce fork (reference s12)', () => {
  it('records utm_id, utm_source_platform, utm_creative_format and utm_marketing_tactic', () => {
    const query =
      '?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale&utm_content=hero&utm_term=shoes&utm_id=42&utm_source_platform=gads&utm_creative_format=img&utm_marketing_tactic=rkt';
    expect(current(query)).toEqual(['utm', 'newsletter', 'email', 'spring_sale', 'hero', 'shoes', '42', 'gads', 'img', 'rkt']);
  });

  it('treats any of the four fork keys as a utm visit on its own', () => {
    expect(current('?utm_source_platform=gads')).toEqual(['utm', n, n, n, n, n, n, 'gads', n, n]);
    expect(current('?utm_marketing_tactic=rkt')[0]).toBe('utm');
  });

  it('turns an empty fork value into (none) where the original six keep ""', () => {
    expect(current('?utm_id=')).toEqual(['utm', n, n, n, n, n, n, n, n, n]);
    expect(current('?utm_source=')).toEqual(['utm', '', n, n, n, n, n, n, n, n]);
  });

  it('gives (none) in the fork fields for organic, referral and direct visits', () => {
    expect(current('', 'https://www.google.com/')).toEqual(['organic', 'google', 'organic', n, n, n, n, n, n, n]);
    expect(current('', 'https://t.co/abc')).toEqual(['referral', 'twitter.com', 'referral', n, '/abc', n, n, n, n, n]);
    expect(current('')).toEqual(['typein', '(direct)', n, n, n, n, n, n, n, n]);
  });

  it('appends the fork pairs to sbjs_current after the original six', () => {
    const visitor = ourVisitor();
    visitors.push(visitor);
    visitor.visit(`${SHOP}?utm_id=42`);
    expect(decodeURIComponent(visitor.raw().get('sbjs_current') ?? '')).toBe(
      'typ=utm|||src=(none)|||mdm=(none)|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=42|||plt=(none)|||fmt=(none)|||tct=(none)',
    );
  });
});

describe('term and content params (upstream, after the npm 1.1.0 release)', () => {
  it('reads the term from a configured param', () => {
    expect(current('?kw=shoes', '', { ...WOO_OPTIONS, termParam: 'kw' })).toEqual(['utm', n, n, n, n, 'shoes', n, n, n, n]);
  });

  it('reads the content from a configured param', () => {
    expect(current('?ad=banner', '', { ...WOO_OPTIONS, contentParam: 'ad' })).toEqual(['utm', n, n, n, 'banner', n, n, n, n, n]);
  });
});
