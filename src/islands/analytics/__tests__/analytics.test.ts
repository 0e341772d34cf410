import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../core/events/index.ts';
import type { EventBus } from '../../../core/events/index.ts';
import type { Unmount } from '../../../core/scanner/index.ts';

type Globals = Record<string, unknown>;
const globals = globalThis as unknown as Globals;
const GLOBAL_NAMES = ['wcAnalytics', 'wcIslandsAnalytics', 'wp_has_consent', '_wca'];

const COMMON_PROPS = {
  blog_id: 1, store_id: 'demo-store', url: 'http://127.0.0.1:8090', woo_version: '11.0.1', wp_version: '6.9',
  ui: 0, store_admin: 0, device: 'desktop', store_currency: 'USD', timezone: '-05:00', is_guest: 1,
};

/** Pixel requests: every image the island creates, by the address it was given. */
let pixels: string[] = [];
let bus: EventBus;
let unmount: Unmount = () => undefined;

class FakeImage {
  set src(url: string) {
    pixels.push(url);
  }
}

async function mountOnBody(): Promise<void> {
  const { mount } = await import('../index.ts');
  unmount = await mount(document.body, { name: 'analytics', pending: [], scan: () => undefined, bus, page: {} });
}

const showSlide = (attachmentId: string) => bus.emit('wc-islands:carousel-slide', { attachmentId });
const posts = () => pixels.map((url) => new URL(url).searchParams.get('post'));

/** The WP Consent API's change event: an Array carrying the category as a named key (contract s4.1). */
function consentChange(category: string, value: 'allow' | 'deny'): void {
  const detail: string[] & Record<string, string> = Object.assign([], { [category]: value });
  document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail }));
}

beforeEach(() => {
  vi.stubGlobal('Image', FakeImage);
  pixels = [];
  bus = createEventBus();
  globals['wcAnalytics'] = { commonProps: COMMON_PROPS, eventQueue: [] };
  globals['wcIslandsAnalytics'] = { pixelUrl: '/__pixel.gif' };
});

afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  for (const name of GLOBAL_NAMES) Reflect.deleteProperty(globals, name);
});

describe('analytics island', () => {
  it('requests the stats pixel for every image the carousel shows', async () => {
    await mountOnBody();
    showSlide('202');
    showSlide('203');
    expect(posts()).toEqual(['202', '203']);
    const url = new URL(pixels[0] ?? '');
    expect(url.pathname).toBe('/__pixel.gif');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ blog: '1', host: '127.0.0.1:8090', v: 'ext', post: '202' });
  });

  it('assumes consent when the page has no consent API', async () => {
    expect(globals['wp_has_consent']).toBeUndefined();
    await mountOnBody();
    showSlide('202');
    expect(pixels).toHaveLength(1);
  });

  it('requests nothing while statistics consent is denied, and starts once it is granted, without a reload', async () => {
    let statistics = false;
    globals['wp_has_consent'] = (category: string) => category === 'statistics' && statistics;
    await mountOnBody();
    showSlide('202');
    expect(pixels).toEqual([]);
    // Marketing consent alone does not start analytics.
    consentChange('marketing', 'allow');
    showSlide('203');
    expect(pixels).toEqual([]);
    statistics = true;
    consentChange('statistics', 'allow');
    showSlide('204');
    expect(posts()).toEqual(['204']);
  });

  it('replays the page’s queued events with the common properties once consent is there', async () => {
    const wca: unknown[] = [];
    globals['_wca'] = wca;
    globals['wcAnalytics'] = { commonProps: { ...COMMON_PROPS, ui: 3, store_admin: 1, is_guest: 0 }, eventQueue: [{ eventName: 'page_view', props: { page: 'post' } }] };
    await mountOnBody();
    expect(wca).toEqual([expect.objectContaining({
      _en: 'woocommerceanalytics_page_view', page: 'post', ui: 3, store_admin: 1, is_guest: 0, store_currency: 'USD', timezone: '-05:00', device: 'desktop',
    })]);
  });

  it('does nothing, and reports nothing, on a store without WooCommerce Analytics', async () => {
    const error = vi.spyOn(console, 'error');
    Reflect.deleteProperty(globals, 'wcAnalytics');
    await mountOnBody();
    showSlide('202');
    expect(pixels).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('stops requesting pixels once unmounted', async () => {
    await mountOnBody();
    unmount();
    showSlide('202');
    expect(pixels).toEqual([]);
  });
});
