// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from './testApp.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

describe('attachment pages', () => {
  it('every image link and data-permalink on the field-day post leads to a page showing that image', async () => {
    const post = (await app.inject({ url: '/field-day-spraying-soybeans/' })).body;
    const links = new Set([
      ...[...post.matchAll(/data-permalink="http:\/\/[^/"]+(\/field-day-spraying-soybeans\/[^"]+)"/g)].map((m) => m[1] ?? ''),
      ...[...post.matchAll(/<a href="http:\/\/[^/"]+(\/field-day-spraying-soybeans\/field-day-[^"]+)"/g)].map((m) => m[1] ?? ''),
    ]);
    expect(links.size).toBe(16);
    for (const link of links) {
      const res = await app.inject({ url: link });
      expect(res.statusCode, link).toBe(200);
      const file = /field-day-\d+/.exec(link)?.[0] ?? '';
      expect(res.body).toMatch(new RegExp(`<img width="1024" height="683" src="[^"]*/${file}-1024x683\\.svg"`));
      expect(res.body).toContain('<span class="meta-nav">Published in</span>');
    }
  });

  it('answers 404 for a name that is not one of the post\'s images', async () => {
    expect((await app.inject({ url: '/field-day-spraying-soybeans/field-day-99/' })).statusCode).toBe(404);
  });
});
