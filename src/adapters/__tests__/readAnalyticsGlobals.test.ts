import { describe, expect, it } from 'vitest';
import { isIslandConfigError } from '../../core/scanner/index.ts';
import { readAnalyticsGlobals } from '../readAnalyticsGlobals.ts';

const COMMON_PROPS = {
  blog_id: 123456, store_id: 'store-1', url: 'http://127.0.0.1:8090', woo_version: '11.0.1', wp_version: '6.9',
  ui: 1, store_admin: 1, device: 'desktop', store_currency: 'USD', timezone: '-05:00', is_guest: 0,
};

describe('readAnalyticsGlobals', () => {
  it('is null, without throwing, when the store does not run analytics', () => {
    expect(readAnalyticsGlobals({})).toBeNull();
  });

  it('reads the common properties, the page queue and the browser’s user agent', () => {
    const globals = readAnalyticsGlobals({ wcAnalytics: { commonProps: COMMON_PROPS, eventQueue: [{ eventName: 'page_view' }] } });
    expect(globals).toEqual({
      properties: {
        blogId: 123456, storeId: 'store-1', url: 'http://127.0.0.1:8090', wooVersion: '11.0.1', wpVersion: '6.9',
        userId: 1, storeAdmin: true, currency: 'USD', timezone: '-05:00', userAgent: navigator.userAgent,
      },
      eventQueue: [{ eventName: 'page_view' }],
      pixelUrl: 'https://pixel.wp.com/g.gif',
    });
  });

  it('accepts PHP’s string numbers, and an unconnected site’s false blog id', () => {
    const globals = readAnalyticsGlobals({ wcAnalytics: { commonProps: { ...COMMON_PROPS, blog_id: false, ui: '0', store_admin: '0' } } });
    expect(globals?.properties).toMatchObject({ blogId: undefined, userId: 0, storeAdmin: false });
  });

  it('falls back to the page’s origin when proxy tracking leaves the common properties empty', () => {
    const globals = readAnalyticsGlobals({ wcAnalytics: { commonProps: [], eventQueue: [] } });
    expect(globals?.properties).toMatchObject({ url: window.location.origin, userId: null, storeAdmin: false });
  });

  it('sends the stats pixel where wcIslandsAnalytics says', () => {
    const globals = readAnalyticsGlobals({ wcAnalytics: { commonProps: COMMON_PROPS }, wcIslandsAnalytics: { pixelUrl: '/__pixel.gif' } });
    expect(globals?.pixelUrl).toBe('/__pixel.gif');
  });

  it('names the global and key of a malformed value', () => {
    try {
      readAnalyticsGlobals({ wcAnalytics: { commonProps: { ...COMMON_PROPS, url: 5 } } });
      expect.unreachable();
    } catch (error) {
      expect(isIslandConfigError(error)).toBe(true);
      expect(String(error)).toMatch(/wcAnalytics.*commonProps/);
    }
  });
});
