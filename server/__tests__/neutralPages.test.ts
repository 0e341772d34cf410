// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, FORM, createTestApp } from './testApp.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

const SWITCH = 'wcis_demo_neutral=1';

function get(url: string, jar?: CookieJar, extra = SWITCH) {
  return app.inject({ method: 'GET', url, headers: { cookie: [jar?.header(), extra].filter(Boolean).join('; ') } });
}

/** A guest who added product 33 without JavaScript: cart cookies, session and the pending notice. */
async function guestWithCart(): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.store(await get('/shop/?add-to-cart=33', jar));
  return jar;
}

describe('cart-neutral catalog pages (demo of plugin/cache.php)', () => {
  it('prints a guest\'s catalog page as for an empty cart, byte for byte a fresh guest\'s, marked shareable and setting no cookie', async () => {
    const jar = await guestWithCart();
    for (const path of ['/', '/shop/', '/brands/', '/field-day-spraying-soybeans/']) {
      const mine = await get(path, jar);
      const fresh = await get(path);
      expect(mine.headers['x-wc-islands-cache'], path).toBe('shareable');
      expect(mine.headers['cache-control'], path).toBe('public, max-age=0, s-maxage=3600');
      expect(mine.headers['set-cookie'], path).toBeUndefined();
      expect(mine.body, path).toBe(fresh.body);
      expect(mine.body, path).not.toContain('woocommerce-message');
    }
  });

  it('prints the header cart\'s first-paint copy in the head above the stylesheet, as the plugin does, and only on a neutral page', async () => {
    const body = (await get('/brands/')).body;
    const copy = body.indexOf('id="wc-islands-header-cart"');
    expect(copy).toBeGreaterThan(0);
    expect(copy).toBeLessThan(body.indexOf("rel='stylesheet'"));
    expect((await get('/brands/', undefined, '')).body).not.toContain('id="wc-islands-header-cart"');
  });

  it('marks personal what it cannot make neutral: cart, checkout, account, adds, search, 404', async () => {
    const jar = await guestWithCart();
    for (const path of ['/cart/', '/checkout/', '/my-account/', '/shop/?add-to-cart=33', '/?s=tank', '/no-such-page/']) {
      const answer = await get(path, jar);
      expect(answer.headers['x-wc-islands-cache'], path).toBe('personal');
      expect(answer.headers['cache-control'], path).toBe('private, no-cache');
    }
  });

  it('without the switch prints the shopper\'s own cart, marked personal; without the bundle adds no header at all', async () => {
    const jar = await guestWithCart();
    const off = await get('/shop/', jar, '');
    expect(off.headers['x-wc-islands-cache']).toBe('personal');
    expect(off.body).toContain('<span class="count">1 item</span>');
    const legacy = await get('/shop/?legacy=1', jar);
    expect(legacy.headers['x-wc-islands-cache']).toBeUndefined();
  });

  it('brings the held-back notice in the next fragments refresh, once', async () => {
    const jar = await guestWithCart();
    jar.store(await get('/shop/', jar));
    const refresh = () => app.inject({ method: 'POST', url: '/?wc-ajax=get_refreshed_fragments', payload: 'time=1', headers: { ...FORM, cookie: `${jar.header()}; ${SWITCH}` } });
    const first = await refresh();
    jar.store(first);
    expect(JSON.parse(first.body).fragments['div.wc-islands-session-notices']).toContain('has been added to your cart');
    expect(JSON.parse((await refresh()).body).fragments['div.wc-islands-session-notices']).toBeUndefined();
  });

  it('gives a fresh carousel nonce, and nothing for another action', async () => {
    const answer = await app.inject({ method: 'GET', url: '/wp-admin/admin-ajax.php?action=wc_islands_nonce&for=carousel_nonce' });
    expect(JSON.parse(answer.body)).toEqual({ nonce: expect.stringMatching(/^[0-9a-f]{10}$/) });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect((await app.inject({ method: 'GET', url: '/wp-admin/admin-ajax.php?action=wc_islands_nonce&for=wp_rest' })).statusCode).toBe(400);
  });
});
