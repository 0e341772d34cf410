// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './testApp.ts';

describe('the ?legacy=1 benchmark baseline', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[0]);

  it('prints the jQuery-era libraries in WooCommerce order, with its defer attributes, and no bundle', async () => {
    const html = (await app.inject({ url: '/shop/?islands=off&legacy=1' })).body;
    expect(scriptTags(html)).toEqual([
      '<script id="jquery-core-js" src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1">',
      '<script id="jquery-migrate-js" src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1">',
      '<script data-wp-strategy="defer" defer id="wc-jquery-blockui-js" src="/wp-content/plugins/woocommerce/assets/js/jquery-blockui/jquery.blockUI.min.js?ver=2.7.0-wc.11.0.1">',
      '<script data-wp-strategy="defer" defer id="wc-js-cookie-js" src="/wp-content/plugins/woocommerce/assets/js/js-cookie/js.cookie.min.js?ver=3.0.5">',
      '<script id="sourcebuster-js-js" src="/wp-content/plugins/woocommerce/assets/js/sourcebuster/sourcebuster.min.js?ver=11.0.1">',
    ]);
    // sourcebuster comes before the order-attribution data, as in the captured page.
    expect(html.indexOf('sourcebuster-js-js')).toBeLessThan(html.indexOf('wc-order-attribution-js-extra'));
  });

  it('prints none of them on a normal page', async () => {
    const html = (await app.inject({ url: '/shop/' })).body;
    expect(html).not.toContain('jquery-migrate');
    expect(html).not.toContain('sourcebuster');
  });

  it('serves every library as cacheable JavaScript, BlockUI minified', async () => {
    for (const path of [
      '/wp-includes/js/jquery/jquery-migrate.min.js',
      '/wp-content/plugins/woocommerce/assets/js/jquery-blockui/jquery.blockUI.min.js',
      '/wp-content/plugins/woocommerce/assets/js/js-cookie/js.cookie.min.js',
      '/wp-content/plugins/woocommerce/assets/js/sourcebuster/sourcebuster.min.js',
    ]) {
      const response = await app.inject({ url: `${path}?ver=1` });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    }
    const blockUi = (await app.inject({ url: '/wp-content/plugins/woocommerce/assets/js/jquery-blockui/jquery.blockUI.min.js' })).body;
    expect(blockUi).toContain('blockUI');
    expect(blockUi.length).toBeLessThan(12_000);
  });
});
