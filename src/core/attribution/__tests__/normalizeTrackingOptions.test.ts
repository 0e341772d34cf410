import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_COOKIE_LIFETIME_MONTHS, PROMO_CODE_MAX, PROMO_CODE_MIN } from '../../constants.ts';
import { normalizeTrackingOptions } from '../normalizeTrackingOptions.ts';

const lifetime = (lifetimeMonths?: number) =>
  normalizeTrackingOptions(lifetimeMonths === undefined ? {} : { lifetimeMonths }, 'www.shop.test').lifetimeMinutes;

describe('normalizeTrackingOptions (reference s2, s8; spec s9)', () => {
  it('converts months of 30 days to whole minutes', () => {
    expect(lifetime()).toBe(259_200);
    expect(lifetime(1)).toBe(43_200);
    expect(lifetime(0.5)).toBe(21_600);
    expect(lifetime(0.001)).toBe(43);
    expect(lifetime(0.0001)).toBe(4);
    expect(lifetime(0)).toBe(259_200);
  });

  it("turns WooCommerce's 0.00001 months into 0 minutes: browser-session cookies", () => {
    expect(lifetime(ATTRIBUTION_COOKIE_LIFETIME_MONTHS)).toBe(0);
  });

  it('defaults and truncates the session length', () => {
    expect(normalizeTrackingOptions({}, 'shop.test').sessionMinutes).toBe(30);
    expect(normalizeTrackingOptions({ sessionMinutes: 5.9 }, 'shop.test').sessionMinutes).toBe(5);
    expect(normalizeTrackingOptions({ sessionMinutes: 0 }, 'shop.test').sessionMinutes).toBe(30);
  });

  it('uses the page host without www. as the cookie domain', () => {
    expect(normalizeTrackingOptions({}, 'www.shop.test').domain).toEqual({ host: 'shop.test', isolate: false });
  });

  it('uses the spec range for promo codes unless given one', () => {
    expect(normalizeTrackingOptions({ promoCode: true }, 'shop.test').promo).toEqual({ min: PROMO_CODE_MIN, max: PROMO_CODE_MAX });
    expect(normalizeTrackingOptions({ promoCode: { max: 999 } }, 'shop.test').promo).toEqual({ min: PROMO_CODE_MIN, max: 999 });
    expect(normalizeTrackingOptions({}, 'shop.test').promo).toBeUndefined();
  });
});
