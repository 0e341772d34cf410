// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApiFetch } from '../../../../src/core/rest/createApiFetch.ts';
import { SITE, restTestApp } from './restTestApp.ts';

const ADMIN = 1;
let app: FastifyInstance;
let cookieFor: (userId: number) => string;

beforeEach(async () => {
  ({ app, cookieFor } = await restTestApp());
});
afterEach(async () => {
  await app.close();
});

/** The browser's fetch, played by app.inject with a fixed cookie; records each URL. */
function injectFetch(cookie: string) {
  const urls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    urls.push(`${init.method ?? 'GET'} ${url.pathname}${url.search}`);
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...(init.headers as Record<string, string>), cookie },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, headers });
  }) as typeof globalThis.fetch;
  return { fetch, urls };
}

async function adminClient() {
  const cookie = cookieFor(ADMIN);
  const network = injectFetch(cookie);
  const nonce = (await app.inject({ method: 'GET', url: '/wp-admin/admin-ajax.php?action=rest-nonce', headers: { cookie } })).body;
  return { apiFetch: createApiFetch({ rootURL: `${SITE}/wp-json/`, nonce, fetch: network.fetch }), urls: network.urls };
}

describe('createApiFetch against the demo store', () => {
  it('fetches every product with per_page=-1, following Link rel="next"', async () => {
    const { apiFetch, urls } = await adminClient();
    const products = await apiFetch<Array<{ id: number }>>({ path: '/wc/store/v1/products?per_page=-1' });
    expect(products.length).toBeGreaterThanOrEqual(250);
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    expect(urls).toEqual([
      'GET /wp-json/wc/store/v1/products?per_page=100&_locale=user',
      'GET /wp-json/wc/store/v1/products?per_page=100&_locale=user&page=2',
      'GET /wp-json/wc/store/v1/products?per_page=100&_locale=user&page=3',
    ]);
  });

  it('survives nonce expiry with one rest-nonce request shared by concurrent calls', async () => {
    const { apiFetch, urls } = await adminClient();
    await expect(apiFetch({ path: '/wp/v2/users/me' })).resolves.toMatchObject({ id: ADMIN });
    await app.inject({ method: 'POST', url: '/wp-json/wc-islands/v1/test/expire-nonces' });
    const [me, updated] = await Promise.all([
      apiFetch({ path: '/wp/v2/users/me' }),
      apiFetch({ path: `/wp/v2/users/${ADMIN}`, method: 'PUT', data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } }),
    ]);
    expect(me).toMatchObject({ id: ADMIN });
    expect(updated).toMatchObject({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect(urls.filter((url) => url.includes('action=rest-nonce'))).toHaveLength(1);
  });

  it('finishes an upload whose sizes failed through post-process', async () => {
    const { apiFetch, urls } = await adminClient();
    const attachment = await apiFetch<{ id: number }>({
      path: '/wp/v2/media?wc-islands-media-fault=post-process:2',
      method: 'POST',
      headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment; filename="field.png"' },
      body: 'PNG',
    });
    expect(urls.filter((url) => url.includes('/post-process'))).toHaveLength(3);
    await expect(apiFetch({ path: `/wp/v2/media/${attachment.id}` })).resolves.toMatchObject({ id: attachment.id });
  });

  it('deletes the attachment and rejects with post_process when post-processing keeps failing', async () => {
    const { apiFetch, urls } = await adminClient();
    await expect(apiFetch({
      path: '/wp/v2/media?wc-islands-media-fault=post-process:always',
      method: 'POST',
      headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment; filename="huge.png"' },
      body: 'PNG',
    })).rejects.toEqual({
      code: 'post_process',
      message: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    });
    expect(urls.filter((url) => url.includes('/post-process'))).toHaveLength(5);
    const id = /media\/(\d+)\?force=true/.exec(urls.at(-1) ?? '')?.[1];
    await expect(apiFetch({ path: `/wp/v2/media/${id}` })).rejects.toMatchObject({ code: 'rest_post_invalid_id' });
  });
});
