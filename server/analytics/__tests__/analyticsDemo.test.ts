// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIXTURE_SITE } from '../../__tests__/testApp.ts';
import { analyticsGlobals } from '../analyticsGlobals.ts';

/** The object a `window.{name} = {...};` line assigns. */
function assigned(html: string, name: string): Record<string, unknown> {
  const match = new RegExp(`window\\.${name} = (.*);`).exec(html);
  if (!match?.[1]) throw new Error(`${name} is not printed`);
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('demo analytics globals', () => {
  it('describe a guest: not a store admin, USD, -05:00, the pixel on the demo route', () => {
    const html = analyticsGlobals(FIXTURE_SITE, null);
    expect(assigned(html, 'wcAnalytics')['commonProps']).toMatchObject({
      ui: 0, is_guest: 1, store_admin: 0, store_currency: 'USD', timezone: '-05:00', url: FIXTURE_SITE, blog_id: 1,
    });
    expect(assigned(html, 'wcIslandsAnalytics')).toEqual({ pixelUrl: `${FIXTURE_SITE}/__pixel.gif` });
  });

  it('describe an administrator or shop manager as a store admin, and a customer as neither', () => {
    const admin = { id: 1, login: 'admin', email: 'a@example.test', role: 'administrator', displayName: 'Admin' };
    expect(assigned(analyticsGlobals(FIXTURE_SITE, admin), 'wcAnalytics')['commonProps']).toMatchObject({ ui: 1, is_guest: 0, store_admin: 1 });
    expect(assigned(analyticsGlobals(FIXTURE_SITE, { ...admin, id: 4, role: 'shop_manager' }), 'wcAnalytics')['commonProps']).toMatchObject({ store_admin: 1 });
    expect(assigned(analyticsGlobals(FIXTURE_SITE, { ...admin, id: 5, role: 'customer' }), 'wcAnalytics')['commonProps']).toMatchObject({ is_guest: 0, store_admin: 0 });
  });
});

describe('demo stats pixel', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('is printed on every store page', async () => {
    const page = await app.inject({ method: 'GET', url: '/shop/' });
    expect(assigned(page.body, 'wcAnalytics')['commonProps']).toMatchObject({ is_guest: 1 });
  });

  it('answers a 1×1 GIF and lists the hits of the tag asked for', async () => {
    const pixel = await app.inject({ method: 'GET', url: '/__pixel.gif?blog=1&post=202&rand=0.1', cookies: { wc_islands_pixel_tag: 'a' } });
    expect(pixel.statusCode).toBe(200);
    expect(pixel.headers['content-type']).toBe('image/gif');
    expect(pixel.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    await app.inject({ method: 'GET', url: '/__pixel.gif?post=203', cookies: { wc_islands_pixel_tag: 'b' } });
    const hits = await app.inject({ method: 'GET', url: '/__pixel-hits?tag=a' });
    expect(hits.json()).toEqual([{ query: { blog: '1', post: '202', rand: '0.1' }, tag: 'a' }]);
  });
});
