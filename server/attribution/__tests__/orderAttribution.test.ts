// @vitest-environment node
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../createApp.ts';
import { CookieJar, FIXTURE_SITE, FORM, fixture } from '../../__tests__/testApp.ts';
import { deviceType } from '../deviceType.ts';
import { originLabel } from '../originLabel.ts';
import { readPostedAttribution } from '../readPostedAttribution.ts';

const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** What the order-attribution island posts after a visit from a Google Ads link, three pages in. */
const GOOGLE_ADS_VISIT: Record<string, string> = {
  source_type: 'utm', referrer: '(none)', utm_campaign: 'spring', utm_source: 'google', utm_medium: 'cpc',
  utm_content: '(none)', utm_id: '(none)', utm_term: '(none)', utm_source_platform: '(none)',
  utm_creative_format: '(none)', utm_marketing_tactic: '(none)',
  session_entry: 'http://127.0.0.1:8090/?utm_source=google&utm_medium=cpc&utm_campaign=spring',
  session_start_time: '2026-04-20 09:15:02', session_pages: '3', session_count: '1', user_agent: CHROME_UA,
};

const prefixed = (values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [`wc_order_attribution_${field}`, value]));

let dir: string;
let app: FastifyInstance;

/** A store per test, on a database file so the test can read what the routes stored. */
function useStore(): void {
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wc-islands-attribution-'));
    app = await createApp({ dbPath: join(dir, 'store.sqlite'), distDir: '/nonexistent-dist', siteUrl: FIXTURE_SITE });
  });
  afterEach(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
}

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(dir, 'store.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Adds a product, posts the classic checkout with `extra` fields, and returns the order-received page. */
async function placeOrder(extra: Record<string, string>): Promise<{ orderId: number; html: string }> {
  const jar = new CookieJar();
  jar.store(await app.inject({ url: '/?add-to-cart=37' }));
  const page = await app.inject({ url: '/checkout/', headers: { cookie: jar.header() } });
  const nonce = /name="woocommerce-process-checkout-nonce" value="([0-9a-f]+)"/.exec(page.body)?.[1] ?? '';
  const fields = new URLSearchParams({
    billing_first_name: 'Ana', billing_last_name: 'Diaz', billing_country: 'US', billing_address_1: '1 Main St',
    billing_city: 'Ames', billing_state: 'IA', billing_postcode: '50010', billing_email: 'ana@example.com',
    payment_method: 'cheque', 'woocommerce-process-checkout-nonce': nonce, ...extra,
  });
  const placed = await app.inject({ method: 'POST', url: '/checkout/', headers: { ...FORM, cookie: jar.header() }, payload: fields.toString() });
  expect(placed.statusCode).toBe(303);
  const location = String(placed.headers['location']);
  const received = await app.inject({ url: location, headers: { cookie: jar.header() } });
  expect(received.statusCode).toBe(200);
  return { orderId: Number(/order-received\/(\d+)\//.exec(location)?.[1]), html: received.body };
}

const orderMeta = (orderId: number): Record<string, string> =>
  Object.fromEntries(query<{ meta_key: string; meta_value: string }>('SELECT meta_key, meta_value FROM order_meta WHERE order_id = ?', orderId)
    .map((row) => [row.meta_key, row.meta_value]));

describe('order attribution in the demo store', () => {
  useStore();

  it('prints wc_order_attribution exactly as WooCommerce 11 does, on every page', async () => {
    const captured = /var wc_order_attribution = .*;/.exec(fixture('checkout-classic.html'))?.[0];
    expect(captured).toBeDefined();
    for (const url of ['/', '/shop/', '/product/agriwing-as-30-agricultural-spraying-drone/', '/cart/', '/my-account/', '/brands/', '/attribution-demo/']) {
      const body = (await app.inject({ url })).body;
      expect(body, url).toContain(`<script id="wc-order-attribution-js-extra">\n${captured}\n//# sourceURL=wc-order-attribution-js-extra\n</script>`);
    }
  });

  it('prints the input groups in the checkout and register forms where WooCommerce 11 does', async () => {
    const jar = new CookieJar();
    jar.store(await app.inject({ url: '/?add-to-cart=37' }));
    const checkout = (await app.inject({ url: '/checkout/', headers: { cookie: jar.header() } })).body;
    const form = /<form name="checkout"[\s\S]*?<\/form>/.exec(checkout)?.[0] ?? '';
    const groups = (html: string): number => html.split('<wc-order-attribution-inputs></wc-order-attribution-inputs>').length - 1;
    expect(groups(form)).toBe(groups(/<form name="checkout"[\s\S]*?<\/form>/.exec(fixture('checkout-classic.html'))?.[0] ?? ''));
    expect(groups(form)).toBe(5);
    expect(form).toContain('<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-billing-fields">');
    const account = (await app.inject({ url: '/my-account/' })).body;
    expect(/<form method="post" class="woocommerce-form woocommerce-form-register register"[\s\S]*?<wc-order-attribution-inputs><\/wc-order-attribution-inputs>[\s\S]*?<\/form>/.test(account)).toBe(true);
  });

  it('stores the posted attribution on the order without (none) values, with the device type', async () => {
    const { orderId, html } = await placeOrder(prefixed(GOOGLE_ADS_VISIT));
    expect(orderMeta(orderId)).toEqual({
      _wc_order_attribution_source_type: 'utm',
      _wc_order_attribution_utm_campaign: 'spring',
      _wc_order_attribution_utm_source: 'google',
      _wc_order_attribution_utm_medium: 'cpc',
      _wc_order_attribution_session_entry: GOOGLE_ADS_VISIT['session_entry'],
      _wc_order_attribution_session_start_time: '2026-04-20 09:15:02',
      _wc_order_attribution_session_pages: '3',
      _wc_order_attribution_session_count: '1',
      _wc_order_attribution_user_agent: CHROME_UA,
      _wc_order_attribution_device_type: 'Desktop',
    });
    expect(html).toContain('Origin: <strong>Source: Google</strong>');
    expect(html).toContain('<tr><th scope="row">Source type</th><td>utm</td></tr>');
    expect(html).toContain('<tr><th scope="row">Session page views</th><td>3</td></tr>');
    expect(html).toContain('<tr><th scope="row">Device type</th><td>Desktop</td></tr>');
    expect(html).not.toContain('(none)');
  });

  it('stores nothing and shows Unknown when tracking was off (every input empty)', async () => {
    const empty = Object.fromEntries(Object.keys(GOOGLE_ADS_VISIT).map((field) => [field, '']));
    const { orderId, html } = await placeOrder(prefixed(empty));
    expect(orderMeta(orderId)).toEqual({});
    expect(html).toContain('Origin: <strong>Unknown</strong>');
    expect(html).not.toContain('order-attribution-details');
  });

  it('keeps script-carrying values inert: stored as sent, printed escaped', async () => {
    const evil = '"><script>alert(1)</script>';
    const { orderId, html } = await placeOrder(prefixed({ ...GOOGLE_ADS_VISIT, utm_campaign: evil, utm_source: `<img src=x onerror=alert(1)>` }));
    expect(orderMeta(orderId)['_wc_order_attribution_utm_campaign']).toBe(evil);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<td>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</td>');
    expect(html).toContain('Origin: <strong>Source: &lt;img src=x onerror=alert(1)&gt;</strong>');
  });

  it('shows the origin of an organic visit, a referral and a direct one', async () => {
    const organic = await placeOrder(prefixed({ source_type: 'organic', utm_source: 'google', utm_medium: 'organic', referrer: 'https://www.google.com/' }));
    expect(organic.html).toContain('Origin: <strong>Organic: Google</strong>');
    const direct = await placeOrder(prefixed({ source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)' }));
    expect(direct.html).toContain('Origin: <strong>Direct</strong>');
  });

  it('stores the register form\'s attribution as customer meta', async () => {
    const form = await app.inject({ url: '/my-account/' });
    const nonce = /name="woocommerce-register-nonce" value="([0-9a-f]+)"/.exec(form.body)?.[1] ?? '';
    const fields = new URLSearchParams({
      email: 'pilot@example.com', password: 'long-enough-pw', register: 'Register', 'woocommerce-register-nonce': nonce,
      ...prefixed({ ...GOOGLE_ADS_VISIT, user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' }),
    });
    const registered = await app.inject({ method: 'POST', url: '/my-account/', headers: FORM, payload: fields.toString() });
    expect(registered.statusCode).toBe(303);
    const meta = Object.fromEntries(query<{ meta_key: string; meta_value: string }>(
      "SELECT m.meta_key, m.meta_value FROM usermeta m JOIN users u ON u.id = m.user_id WHERE u.email = ? AND m.meta_key LIKE '\\_wc\\_order\\_attribution\\_%' ESCAPE '\\'",
      'pilot@example.com',
    ).map((row) => [row.meta_key, row.meta_value]));
    expect(meta).toMatchObject({ _wc_order_attribution_source_type: 'utm', _wc_order_attribution_utm_source: 'google', _wc_order_attribution_device_type: 'Mobile' });
    expect(meta).not.toHaveProperty('_wc_order_attribution_utm_content');
  });

  it('keeps utm and gclid query strings on every route (no redirect drops them)', async () => {
    for (const url of ['/?utm_source=google&utm_medium=cpc&utm_campaign=spring', '/shop/?gclid=abc', '/product/agriwing-as-30-agricultural-spraying-drone/?utm_source=a', '/product-tag/spraying/?utm_medium=email', '/my-account/?gclid=1', '/brands/?utm_source=x']) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
    // The canonical trailing-slash redirect keeps the query, as WordPress's redirect_canonical does.
    expect((await app.inject({ url: '/shop?utm_source=x' })).headers['location']).toBe('/shop/?utm_source=x');
  });
});

describe('attribution demo pages', () => {
  useStore();

  it('offers campaign links, and a Google search served on a Google host name that links back to the store', async () => {
    const demo = (await app.inject({ url: '/attribution-demo/' })).body;
    expect(demo).toContain('href="http://127.0.0.1:8090/?utm_source=google&amp;utm_medium=cpc&amp;utm_campaign=spring"');
    const search = /href="(http:\/\/www\.google\.localhost:8090\/__referrer\/google\/\?[^"]+)"/.exec(demo)?.[1]?.replace(/&amp;/g, '&');
    expect(search).toBeDefined();
    const url = new URL(search ?? '');
    expect(url.searchParams.get('to')).toBe(FIXTURE_SITE);
    const serp = await app.inject({ url: url.pathname + url.search, headers: { host: url.host } });
    expect(serp.body).toContain('Search results for “drone nozzles”');
    expect(serp.body).toContain('<a href="http://127.0.0.1:8090/product-tag/nozzle/">');
    // Only the origin of `to` is used, and only http(s).
    const odd = await app.inject({ url: '/__referrer/google/?to=javascript%3Aalert(1)', headers: { host: 'www.google.localhost:8090' } });
    expect(odd.body).toContain('<a href="http://www.google.localhost:8090/product-tag/nozzle/">');
    expect((await app.inject({ url: '/__referrer/bing/' })).statusCode).toBe(404);
  });

  it('forgets the recorded source on request', async () => {
    const res = await app.inject({ url: '/attribution-demo/?forget=1' });
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/attribution-demo/');
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies).toContain('sbjs_current=; Max-Age=0; Path=/');
    expect(cookies).toContain('sbjs_session=; Max-Age=0; Path=/');
  });

  it('prints the consent manager stand-in only when asked, and keeps it from page to page', async () => {
    expect((await app.inject({ url: '/shop/' })).body).not.toContain('wp_has_consent');
    const denied = await app.inject({ url: '/shop/?consent=denied' });
    expect(denied.body).toContain('window.wp_has_consent = function');
    expect(denied.body.indexOf('wp-consent-api-demo-js')).toBeLessThan(denied.body.indexOf('</head>'));
    expect(denied.body).toContain('<strong data-consent-state>denied</strong>');
    const jar = new CookieJar();
    jar.store(denied);
    expect(jar.get('wp_consent_marketing')).toBe('deny');
    const next = await app.inject({ url: '/cart/', headers: { cookie: jar.header() } });
    expect(next.body).toContain('window.wp_has_consent = function');
    const off = await app.inject({ url: '/shop/?consent=off', headers: { cookie: jar.header() } });
    expect(off.body).not.toContain('wp_has_consent');
    jar.store(off);
    expect(jar.get('wc_islands_demo_consent')).toBeUndefined();
    // JSON answers are never touched.
    const ajax = await app.inject({ method: 'POST', url: '/?wc-ajax=get_refreshed_fragments&consent=denied', headers: FORM, payload: '' });
    expect(ajax.body).not.toContain('wp_has_consent');
  });
});

describe('attribution helpers', () => {
  it.each([
    ['utm', 'google', 'Source: Google'],
    ['organic', 'google', 'Organic: Google'],
    ['referral', 'forum.dronepilots.localhost', 'Referral: Forum.dronepilots.localhost'],
    ['typein', '(direct)', 'Direct'],
    ['utm', '(none)', 'Source: None'],
    [undefined, undefined, 'Unknown'],
    ['something', 'x', 'Unknown'],
  ])('labels source type %s with source %s as %s', (type, source, label) => {
    expect(originLabel(type, source)).toBe(label);
  });

  it.each([
    [CHROME_UA, 'Desktop'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36', 'Mobile'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36', 'Tablet'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'Tablet'],
    ['', 'Desktop'],
  ])('derives the device type of %s as %s', (userAgent, type) => {
    expect(deviceType(userAgent)).toBe(type);
  });

  it('reads only the known prefixed fields, as strings', () => {
    expect(readPostedAttribution({ wc_order_attribution_source_type: 'utm', wc_order_attribution_bogus: 'x', wc_order_attribution_utm_source: ['a'], source_type: 'y' }))
      .toEqual({ source_type: 'utm', device_type: 'Desktop' });
    expect(readPostedAttribution(undefined)).toEqual({});
  });
});
