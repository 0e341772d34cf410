import { describe, expect, it, vi } from 'vitest';
import { buildCommonProperties, createAnalytics, createPixelRequester, type AnalyticsOptions } from '../index.ts';

const commonProperties = buildCommonProperties({
  blogId: 42,
  storeId: 'store-1',
  url: 'https://drones.example',
  wooVersion: '11.0.1',
  wpVersion: '6.9',
  userId: 0,
  storeAdmin: false,
  currency: 'USD',
  timezone: '-05:00',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
});

/** A consent manager stand-in: `set` changes the answer and notifies listeners, as wp_set_consent does. */
function consent(initial: boolean) {
  let granted = initial;
  const listeners = new Set<(granted: boolean) => void>();
  return {
    hasConsent: () => granted,
    onConsentChange: (listener: (value: boolean) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value: boolean) {
      granted = value;
      for (const listener of listeners) listener(value);
    },
    listeners,
  };
}

function setup(consentState: ReturnType<typeof consent>, extra: Partial<AnalyticsOptions> = {}) {
  const sent: Record<string, unknown>[] = [];
  const pixels: string[] = [];
  const analytics = createAnalytics({
    commonProperties,
    send: (properties) => sent.push(properties),
    requestPixel: (url) => pixels.push(url),
    pixelUrl: 'https://pixel.wp.com/g.gif',
    hasConsent: consentState.hasConsent,
    onConsentChange: consentState.onConsentChange,
    random: () => 0.5,
    ...extra,
  });
  return { analytics, sent, pixels };
}

describe('createAnalytics', () => {
  it('records events with the common properties and the woocommerceanalytics_ prefix when consent is there', () => {
    const { analytics, sent } = setup(consent(true));
    expect(analytics.recordEvent('product_view', { pi: 101 })).toBe(true);
    expect(sent).toEqual([{ ...commonProperties, pi: 101, _en: 'woocommerceanalytics_product_view' }]);
  });

  it('sends nothing, event or pixel, while statistics consent is denied', () => {
    const { analytics, sent, pixels } = setup(consent(false), { eventQueue: [{ eventName: 'page_view' }] });
    expect(analytics.started).toBe(false);
    expect(analytics.recordEvent('page_view')).toBe(false);
    expect(analytics.requestSlidePixel('202')).toBe(false);
    expect(sent).toEqual([]);
    expect(pixels).toEqual([]);
  });

  it('starts when consent is granted later, without a reload, replaying the page queue once', () => {
    const state = consent(false);
    const { analytics, sent, pixels } = setup(state, { eventQueue: [{ eventName: 'page_view', props: { page: 'post' } }] });
    analytics.requestSlidePixel('202');
    state.set(true);
    state.set(true);
    expect(analytics.started).toBe(true);
    expect(sent).toEqual([{ ...commonProperties, page: 'post', _en: 'woocommerceanalytics_page_view' }]);
    expect(analytics.requestSlidePixel('203')).toBe(true);
    // The slide seen before consent is not sent afterwards.
    expect(pixels).toHaveLength(1);
    expect(new URL(pixels[0] ?? '').searchParams.get('post')).toBe('203');
  });

  it('stops sending as soon as consent is withdrawn', () => {
    const state = consent(true);
    const { analytics, sent, pixels } = setup(state);
    state.set(false);
    expect(analytics.recordEvent('page_view')).toBe(false);
    expect(analytics.requestSlidePixel('202')).toBe(false);
    expect(sent).toEqual([]);
    expect(pixels).toEqual([]);
  });

  it('drops event names the analytics service would reject', () => {
    const { analytics, sent } = setup(consent(true));
    expect(analytics.recordEvent('Page View')).toBe(false);
    expect(analytics.recordEvent('1st_view')).toBe(false);
    expect(sent).toEqual([]);
  });

  it('requests Jetpack’s stats pixel for each slide shown, naming the site and the image', () => {
    const { analytics, pixels } = setup(consent(true));
    analytics.requestSlidePixel('202');
    analytics.requestSlidePixel('203');
    expect(pixels).toEqual([
      'https://pixel.wp.com/g.gif?blog=42&host=drones.example&v=ext&post=202&rand=0.5',
      'https://pixel.wp.com/g.gif?blog=42&host=drones.example&v=ext&post=203&rand=0.5',
    ]);
  });

  it('resolves a relative pixel address against the store', () => {
    const { analytics, pixels } = setup(consent(true), { pixelUrl: '/__pixel.gif' });
    analytics.requestSlidePixel('7');
    expect(pixels[0]).toMatch(/^https:\/\/drones\.example\/__pixel\.gif\?blog=42&/);
  });

  it('stops listening for consent changes when destroyed', () => {
    const state = consent(false);
    const { analytics } = setup(state);
    expect(state.listeners.size).toBe(1);
    analytics.destroy();
    expect(state.listeners.size).toBe(0);
  });
});

describe('createPixelRequester', () => {
  it('requests the pixel by setting a fresh image’s src', () => {
    const images: { src: string }[] = [];
    const request = createPixelRequester(() => {
      const image = { src: '' };
      images.push(image);
      return image;
    });
    request('https://pixel.wp.com/g.gif?post=1');
    request('https://pixel.wp.com/g.gif?post=2');
    expect(images.map((image) => image.src)).toEqual(['https://pixel.wp.com/g.gif?post=1', 'https://pixel.wp.com/g.gif?post=2']);
  });

  it('is not called when consent is missing', () => {
    const createImage = vi.fn(() => ({ src: '' }));
    const analytics = createAnalytics({
      commonProperties,
      send: () => undefined,
      requestPixel: createPixelRequester(createImage),
      pixelUrl: 'https://pixel.wp.com/g.gif',
      hasConsent: () => false,
      onConsentChange: () => () => undefined,
    });
    analytics.requestSlidePixel('202');
    expect(createImage).not.toHaveBeenCalled();
  });
});
