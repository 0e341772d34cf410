// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { restTestApp } from './restTestApp.ts';

const ADMIN = 1;
const SHOPPER = 2;
let app: FastifyInstance;
let cookieFor: (userId: number) => string;

beforeEach(async () => {
  ({ app, cookieFor } = await restTestApp());
});
afterEach(async () => {
  await app.close();
});

async function freshNonce(cookie: string) {
  return app.inject({ method: 'GET', url: '/wp-admin/admin-ajax.php?action=rest-nonce', headers: { cookie } });
}

describe('REST nonces', () => {
  it('hands a logged-in shopper a fresh nonce as plain text from admin-ajax rest-nonce', async () => {
    const response = await freshNonce(cookieFor(SHOPPER));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(response.body).toMatch(/^[0-9a-f]{10}$/);
  });

  it('answers a guest "0" with status 400, as admin-ajax does for an action without nopriv', async () => {
    const response = await freshNonce('');
    expect([response.statusCode, response.body]).toEqual([400, '0']);
  });

  it('accepts the nonce, then refuses it with rest_cookie_invalid_nonce once nonces are expired, and accepts a fresh one', async () => {
    const cookie = cookieFor(SHOPPER);
    const nonce = (await freshNonce(cookie)).body;
    const me = (n: string) => app.inject({ method: 'GET', url: '/wp-json/wp/v2/users/me', headers: { cookie, 'x-wp-nonce': n } });
    expect((await me(nonce)).statusCode).toBe(200);
    const expired = await app.inject({ method: 'POST', url: '/wp-json/wc-islands/v1/test/expire-nonces' });
    expect(expired.json()).toEqual({ expired: true });
    const refused = await me(nonce);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } });
    const renewed = (await freshNonce(cookie)).body;
    expect(renewed).not.toBe(nonce);
    expect((await me(renewed)).json()).toMatchObject({ id: SHOPPER });
  });

  it('runs a logged-in request without a nonce as a guest', async () => {
    const response = await app.inject({ method: 'GET', url: '/wp-json/wp/v2/users/me', headers: { cookie: cookieFor(ADMIN) } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'rest_not_logged_in' });
  });

  it('does not check nonces of guests (no cookie authentication)', async () => {
    const response = await app.inject({ method: 'GET', url: '/wp-json/wc/store/v1/products', headers: { 'x-wp-nonce': 'garbage' } });
    expect(response.statusCode).toBe(200);
  });

  it('has no expire switch in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const response = await app.inject({ method: 'POST', url: '/wp-json/wc-islands/v1/test/expire-nonces' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'rest_no_route' });
  });
});
