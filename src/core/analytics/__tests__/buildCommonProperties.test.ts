import { describe, expect, it } from 'vitest';
import { buildCommonProperties, type CommonPropertiesInput } from '../index.ts';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const IPAD_UA = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET_UA = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const guest: CommonPropertiesInput = {
  blogId: 123456,
  storeId: 'c0ffee00-1234-4abc-8def-000000000001',
  url: 'https://drones.example',
  wooVersion: '11.0.1',
  wpVersion: '6.9',
  userId: 0,
  storeAdmin: false,
  currency: 'USD',
  timezone: '-05:00',
  userAgent: DESKTOP_UA,
};

describe('buildCommonProperties', () => {
  it('describes a logged-out visitor as a guest who is not a store admin', () => {
    expect(buildCommonProperties(guest)).toEqual({
      blog_id: 123456,
      store_id: 'c0ffee00-1234-4abc-8def-000000000001',
      url: 'https://drones.example',
      woo_version: '11.0.1',
      wp_version: '6.9',
      ui: 0,
      store_admin: 0,
      device: 'desktop',
      store_currency: 'USD',
      timezone: '-05:00',
      is_guest: 1,
    });
  });

  it('describes a signed-in administrator as a store admin who is not a guest', () => {
    const properties = buildCommonProperties({ ...guest, userId: 1, storeAdmin: true });
    expect(properties).toMatchObject({ ui: 1, store_admin: 1, is_guest: 0 });
  });

  it('treats a null user id as a guest, and never as a store admin', () => {
    expect(buildCommonProperties({ ...guest, userId: null, storeAdmin: true })).toMatchObject({ ui: 0, store_admin: 0, is_guest: 1 });
  });

  it('describes a signed-in customer as neither guest nor store admin', () => {
    expect(buildCommonProperties({ ...guest, userId: 7 })).toMatchObject({ store_admin: 0, is_guest: 0 });
  });

  it.each([
    [PHONE_UA, 'mobile'],
    [ANDROID_PHONE_UA, 'mobile'],
    [IPAD_UA, 'tablet'],
    [ANDROID_TABLET_UA, 'tablet'],
    [DESKTOP_UA, 'desktop'],
  ])('tells the device from the user agent (%s -> %s)', (userAgent, device) => {
    expect(buildCommonProperties({ ...guest, userAgent }).device).toBe(device);
  });

  it('sends the store currency, USD when none is configured', () => {
    expect(buildCommonProperties({ ...guest, currency: 'EUR' }).store_currency).toBe('EUR');
    expect(buildCommonProperties({ ...guest, currency: undefined }).store_currency).toBe('USD');
    expect(buildCommonProperties({ ...guest, currency: '' }).store_currency).toBe('USD');
  });

  it('passes the store timezone through as WordPress states it', () => {
    expect(buildCommonProperties(guest).timezone).toBe('-05:00');
    expect(buildCommonProperties({ ...guest, timezone: 'America/New_York' }).timezone).toBe('America/New_York');
  });

  it('sends empty ids when the site is not connected and has no store id', () => {
    expect(buildCommonProperties({ ...guest, blogId: undefined, storeId: undefined })).toMatchObject({ blog_id: '', store_id: '' });
  });
});
