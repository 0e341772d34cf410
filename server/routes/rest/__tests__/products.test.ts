// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { STORE_API_MIN_PRODUCTS } from '../storeApiProducts.ts';
import { SITE, restTestApp } from './restTestApp.ts';

let app: FastifyInstance;

beforeEach(async () => {
  ({ app } = await restTestApp());
});
afterEach(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /wc/store/v1/products', () => {
  it('pages the catalogue with X-WP-Total, X-WP-TotalPages and Link rel="next"', async () => {
    const response = await get('/wp-json/wc/store/v1/products?per_page=100&_locale=user');
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-wp-total'])).toBeGreaterThanOrEqual(250);
    expect(response.headers['x-wp-total']).toBe(String(STORE_API_MIN_PRODUCTS));
    expect(response.headers['x-wp-totalpages']).toBe('3');
    expect(response.headers['link']).toBe(`<${SITE}/wp-json/wc/store/v1/products?per_page=100&_locale=user&page=2>; rel="next"`);
    expect(response.json()).toHaveLength(100);
  });

  it('links both ways from a middle page and only back from the last one', async () => {
    const middle = await get('/wp-json/wc/store/v1/products?per_page=100&page=2');
    expect(middle.headers['link']).toBe(
      `<${SITE}/wp-json/wc/store/v1/products?per_page=100&page=1>; rel="prev", <${SITE}/wp-json/wc/store/v1/products?per_page=100&page=3>; rel="next"`,
    );
    const last = await get('/wp-json/wc/store/v1/products?per_page=100&page=3');
    expect(last.headers['link']).not.toContain('rel="next"');
    expect(last.json()).toHaveLength(STORE_API_MIN_PRODUCTS - 200);
  });

  it('gives every entry a distinct id, following the seeded catalogue with generated kit variations', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => get(`/wp-json/wc/store/v1/products?per_page=100&page=${page}`)));
    const items = pages.flatMap((page) => page.json() as Array<{ id: number; type: string; prices: { currency_code: string } }>);
    expect(new Set(items.map((item) => item.id)).size).toBe(STORE_API_MIN_PRODUCTS);
    expect(items[0]).toMatchObject({ type: 'simple', prices: { currency_code: 'USD' } });
    expect(items.at(-1)).toMatchObject({ type: 'variation' });
  });

  it('defaults to 10 per page', async () => {
    expect((await get('/wp-json/wc/store/v1/products')).json()).toHaveLength(10);
  });

  it.each(['-1', '0', '101', 'abc'])('refuses per_page=%s with rest_invalid_param', async (perPage) => {
    const response = await get(`/wp-json/wc/store/v1/products?per_page=${perPage}`);
    expect([response.statusCode, response.json().code]).toEqual([400, 'rest_invalid_param']);
  });
});
