// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './testApp.ts';

const NAMES = readdirSync(fileURLToPath(new URL('../../fixtures/real-wc/', import.meta.url)))
  .filter((file) => file.endsWith('.html')).map((file) => file.slice(0, -5));

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/** Every URL the browser loads on its own: stylesheets, scripts, images (src and each srcset entry). */
function loadedUrls(html: string): string[] {
  const decode = (url: string): string => url.replaceAll('&#038;', '&').replaceAll('&amp;', '&');
  const urls = [
    ...[...html.matchAll(/<link\b[^>]*rel=['"]stylesheet['"][^>]*href=['"]([^'"]+)['"]/g)].map((m) => m[1] ?? ''),
    ...[...html.matchAll(/<script\b[^>]*\bsrc=['"]([^'"]+)['"]/g)].map((m) => m[1] ?? ''),
    ...[...html.matchAll(/<img\b[^>]*\bsrc=['"]([^'"]+)['"]/g)].map((m) => m[1] ?? ''),
    ...[...html.matchAll(/<img\b[^>]*\bsrcset=['"]([^'"]+)['"]/g)].flatMap((m) => (m[1] ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '')),
  ];
  return [...new Set(urls.filter((url) => url !== '' && !url.startsWith('data:')).map(decode))];
}

describe('/__real-wc/ pages', () => {
  it.each(NAMES)('%s loads only files this server answers (stylesheets, scripts, images, fonts)', async (name) => {
    const page = await app.inject({ url: `/__real-wc/${name}/`, headers: { host: 'demo.test' } });
    expect(page.statusCode).toBe(200);
    const urls = loadedUrls(page.body);
    expect(urls.length).toBeGreaterThan(5);
    const offSite = urls.filter((url) => /^(https?:)?\/\//.test(url) && !url.startsWith('http://demo.test/'));
    expect(offSite).toEqual([]);
    // The bundle itself is the build's (not made for unit tests); everything else must be here.
    for (const url of urls.filter((u) => !u.includes('/wp-content/plugins/wc-islands/dist/'))) {
      const res = await app.inject({ url: url.replace('http://demo.test', ''), headers: { host: 'demo.test' } });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('serves the demo store\'s look as Storefront\'s style.css, and the typeface from this server', async () => {
    const style = await app.inject({ url: '/wp-content/themes/storefront/style.css?ver=4.6.2' });
    expect(style.headers['content-type']).toContain('text/css');
    expect(style.body).toContain('.storefront-handheld-footer-bar');
    const fonts = await app.inject({ url: '/wp-content/themes/storefront-lite/fonts/source-sans-pro.css' });
    const files = [...fonts.body.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1] ?? '');
    expect(files).toHaveLength(5);
    for (const file of files) {
      const font = await app.inject({ url: file });
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });
});
