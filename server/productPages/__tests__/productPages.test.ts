// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, FORM, createTestApp } from '../../__tests__/testApp.ts';

const SPRAYER = '/product/agriwing-as-40-configurable-spraying-drone/';
const PROPELLERS = '/product/folding-carbon-propellers-for-as-series/';
const NOZZLES = '/product/flat-fan-spray-nozzle-110-4-pack/';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A multipart/form-data body the way a browser posts WooCommerce's `enctype='multipart/form-data'` form. */
function multipart(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = '----wcIslandsBoundary7MA4YWxk';
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function get(url: string, jar: CookieJar): Promise<string> {
  const res = await app.inject({ url, headers: { cookie: jar.header() } });
  jar.store(res);
  return res.body;
}

async function post(url: string, body: { payload: string; headers: Record<string, string> }, jar: CookieJar) {
  const res = await app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie: jar.header() } });
  jar.store(res);
  return res;
}

const cartCount = (html: string): string | undefined => /<span class="count">(\d+) items?<\/span>/.exec(html)?.[1];

describe('single-product add to cart without JavaScript', () => {
  it('accepts the form as multipart/form-data and lands back on the product with the success notice', async () => {
    const jar = new CookieJar();
    const res = await post(NOZZLES, multipart({ quantity: '2', 'add-to-cart': '37' }), jar);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(NOZZLES);
    const page = await get(NOZZLES, jar);
    expect(page).toContain('2 &times; &ldquo;Flat Fan Spray Nozzle 110° (4-pack)&rdquo; have been added to your cart.');
    expect(cartCount(page)).toBe('2');
  });

  it('accepts the same form urlencoded', async () => {
    const jar = new CookieJar();
    const res = await post(NOZZLES, { payload: 'quantity=1&add-to-cart=37', headers: FORM }, jar);
    expect(res.statusCode).toBe(303);
    expect(cartCount(await get(NOZZLES, jar))).toBe('1');
  });

  it('adds the variation the chosen attributes name, and refuses a variable product without them', async () => {
    const jar = new CookieJar();
    await post(SPRAYER, multipart({ 'attribute_pa_tank-size': '30-l', 'attribute_pa_battery-pack': 'extended', quantity: '1', 'add-to-cart': '107', product_id: '107', variation_id: '0' }), jar);
    const page = await get('/cart/', jar);
    // Two attributes with two-word names: the name stays the parent's and the cart lists the attributes.
    expect(page).toContain('>AgriWing AS-40 Configurable Spraying Drone</a><dl class="variation">');
    expect(page).toContain('<dt class="variation-Tanksize">Tank size:</dt>\n\t\t<dd class="variation-Tanksize"><p>30 L</p>');
    expect(page).toContain('<dd class="variation-Batterypack"><p>Extended (4 × 30000 mAh)</p>');
    await post(SPRAYER, multipart({ 'attribute_pa_tank-size': '30-l', quantity: '1', 'add-to-cart': '107', product_id: '107', variation_id: '0' }), jar);
    expect(await get(SPRAYER, jar)).toContain('Please choose product options&hellip;');
  });

  it('refuses an add past the stock and shows why on the product page', async () => {
    const jar = new CookieJar();
    // 40 L + standard has one unit: the second add is past the stock.
    const fields = { 'attribute_pa_tank-size': '40-l', 'attribute_pa_battery-pack': 'standard', quantity: '1', 'add-to-cart': '107', product_id: '107', variation_id: '609' };
    await post(SPRAYER, multipart(fields), jar);
    await get(SPRAYER, jar);
    await post(SPRAYER, multipart(fields), jar);
    const page = await get(SPRAYER, jar);
    expect(page).toContain('<ul class="woocommerce-error" role="alert">');
    expect(page).toContain('You cannot add that amount of &ldquo;AgriWing AS-40 Configurable Spraying Drone&rdquo; to the cart because there is not enough stock.');
  });
});

describe('wc-ajax for product pages', () => {
  it('keeps a refused listing add in the session, so the product page it redirects to says why', async () => {
    const jar = new CookieJar();
    const add = (): Promise<{ body: string }> => post('/?wc-ajax=add_to_cart', { payload: 'product_id=65&quantity=1', headers: FORM }, jar);
    await add();
    const refused = JSON.parse((await add()).body) as { error: boolean; product_url: string };
    expect(refused).toEqual({ error: true, product_url: 'http://127.0.0.1:8090/product/skymap-fw1-fixed-wing-vtol-mapper/' });
    const page = await get('/product/skymap-fw1-fixed-wing-vtol-mapper/', jar);
    expect(page).toContain('You cannot add that amount of &ldquo;SkyMap FW1 Fixed-Wing VTOL Mapper&rdquo; to the cart because there is not enough stock.');
    // Shown once: the next page has no notice.
    expect(await get('/product/skymap-fw1-fixed-wing-vtol-mapper/', jar)).not.toContain('woocommerce-error');
  });

  it('answers get_variation with the matching variation, or false', async () => {
    const jar = new CookieJar();
    const found = await post('/?wc-ajax=get_variation', { payload: 'product_id=109&attribute_pa_diameter=30-in&attribute_pa_pitch=9-6-in', headers: FORM }, jar);
    const variation = JSON.parse(found.body) as Record<string, unknown>;
    expect(variation).toMatchObject({ variation_id: expect.any(Number), is_in_stock: true, min_qty: 1, attributes: { attribute_pa_diameter: '30-in', attribute_pa_pitch: '9-6-in' } });
    expect(variation['price_html']).toContain('57.00');
    const none = await post('/?wc-ajax=get_variation', { payload: 'product_id=109&attribute_pa_diameter=40-in&attribute_pa_pitch=9-2-in', headers: FORM }, jar);
    expect(none.body).toBe('false');
  });
});

describe('variable product pages', () => {
  it('print the variations inline up to 30, and "false" above', async () => {
    const jar = new CookieJar();
    const sprayer = await get(SPRAYER, jar);
    const inline = /data-product_variations="([^"]*)"/.exec(sprayer)?.[1] ?? '';
    const variations = JSON.parse(inline.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as Array<{ is_in_stock: boolean }>;
    expect(variations).toHaveLength(6);
    expect(variations.filter((v) => !v.is_in_stock)).toHaveLength(1);
    expect(await get(PROPELLERS, jar)).toContain('data-product_variations="false"');
  });

  it('show a six-image gallery, reviews, upsells and related products', async () => {
    const page = await get(SPRAYER, new CookieJar());
    expect(page.match(/class="woocommerce-product-gallery__image"/g)).toHaveLength(6);
    expect(page).toContain('Reviews (3)');
    expect(page).toContain('<section class="up-sells upsells products">');
    expect(page).toContain('<section class="related products">');
    expect(page).toContain('wc_single_product_params');
  });
});

describe('reviews', () => {
  it('stores a rated review and lands on it; a review without a rating is refused', async () => {
    const jar = new CookieJar();
    const body = 'comment_post_ID=111&comment_parent=0&rating=4&comment=Holds+charge+in+the+cold.&author=Kim&email=kim%40example.com';
    const res = await post('/wp-comments-post.php', { payload: body, headers: FORM }, jar);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/\/product\/smart-flight-battery-14s-22000-mah\/#comment-\d+$/);
    const page = await get('/product/smart-flight-battery-14s-22000-mah/', jar);
    expect(page).toContain('Holds charge in the cold.');
    expect(page).toContain('Reviews (2)');
    expect(page).toContain('Rated <strong class="rating">4.50</strong> out of 5 based on <span class="rating">2</span> customer ratings');
    const refused = await post('/wp-comments-post.php', { payload: body.replace('rating=4', 'rating='), headers: FORM }, jar);
    expect(refused.body).toContain('Please rate the product.');
  });
});
