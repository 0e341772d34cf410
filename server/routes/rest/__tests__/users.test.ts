// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../../AppServices.ts';
import { restTestApp } from './restTestApp.ts';

const SHOPPER = 2;
let app: FastifyInstance;
let services: AppServices;
let cookie: string;
let nonce: string;

beforeEach(async () => {
  let cookieFor: (userId: number) => string;
  ({ app, services, cookieFor } = await restTestApp());
  cookie = cookieFor(SHOPPER);
  nonce = (await app.inject({ method: 'GET', url: '/wp-admin/admin-ajax.php?action=rest-nonce', headers: { cookie } })).body;
});
afterEach(async () => {
  await app.close();
});

const dismissed = () => services.users.meta(SHOPPER, 'woocommerce_coming_soon_banner_dismissed');

describe('/wp/v2/users', () => {
  it('answers the logged-in user on GET /users/me', async () => {
    const response = await app.inject({ method: 'GET', url: '/wp-json/wp/v2/users/me?_locale=user', headers: { cookie, 'x-wp-nonce': nonce } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toMatchObject({ id: SHOPPER, slug: 'shopper', name: 'Sam Shopper' });
  });

  it('stores woocommerce_meta[coming_soon_banner_dismissed] sent as JSON', async () => {
    const response = await app.inject({
      method: 'POST', url: `/wp-json/wp/v2/users/${SHOPPER}?_locale=user`,
      headers: { cookie, 'x-wp-nonce': nonce, 'content-type': 'application/json' },
      payload: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect(dismissed()).toBe('yes');
  });

  it('stores woocommerce_meta[coming_soon_banner_dismissed] sent as a form', async () => {
    const response = await app.inject({
      method: 'POST', url: `/wp-json/wp/v2/users/${SHOPPER}`,
      headers: { cookie, 'x-wp-nonce': nonce, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes',
    });
    expect(response.statusCode).toBe(200);
    expect(dismissed()).toBe('yes');
  });

  it('stores it sent as multipart form data, as FormData bodies arrive', async () => {
    const boundary = '----wcislands';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="woocommerce_meta[coming_soon_banner_dismissed]"\r\n\r\nyes\r\n--${boundary}--\r\n`;
    const response = await app.inject({
      method: 'POST', url: '/wp-json/wp/v2/users/me',
      headers: { cookie, 'x-wp-nonce': nonce, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(dismissed()).toBe('yes');
  });

  it('accepts PUT sent as POST with X-HTTP-Method-Override', async () => {
    const response = await app.inject({
      method: 'POST', url: `/wp-json/wp/v2/users/${SHOPPER}`,
      headers: { cookie, 'x-wp-nonce': nonce, 'x-http-method-override': 'PUT', 'content-type': 'application/json' },
      payload: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
    });
    expect(response.statusCode).toBe(200);
    expect(dismissed()).toBe('yes');
  });

  it("refuses a guest and another customer's account", async () => {
    const guest = await app.inject({ method: 'POST', url: '/wp-json/wp/v2/users/1', payload: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } });
    expect([guest.statusCode, guest.json().code]).toEqual([401, 'rest_cannot_edit']);
    const other = await app.inject({ method: 'POST', url: '/wp-json/wp/v2/users/1', headers: { cookie, 'x-wp-nonce': nonce }, payload: {} });
    expect([other.statusCode, other.json().code]).toEqual([403, 'rest_cannot_edit']);
  });

  it('answers rest_no_route for a method the route does not have', async () => {
    const response = await app.inject({ method: 'POST', url: '/wp-json/wp/v2/users/me', headers: { cookie, 'x-wp-nonce': nonce, 'x-http-method-override': 'DELETE' } });
    expect([response.statusCode, response.json().code]).toEqual([404, 'rest_no_route']);
  });
});
