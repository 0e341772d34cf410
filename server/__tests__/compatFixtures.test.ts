// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './testApp.ts';

describe('the ?compat= third-party listener fixtures', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  // Classic script files by id, in document order (attribute order differs between printers; the module has no id).
  const scriptIds = (html: string): string[] =>
    [...html.matchAll(/<script\b[^>]*>/g)]
      .filter((m) => /\bsrc="/.test(m[0]))
      .flatMap((m) => /\bid="([^"]+)"/.exec(m[0])?.[1] ?? []);
  const tag = (html: string, id: string) => html.match(new RegExp(`<script\\b[^>]*\\bid="${id}"[^>]*>`))?.[0];

  it('prints a fixture without dependencies after the footer globals, and no jQuery', async () => {
    const html = (await app.inject({ url: '/shop/?compat=ga-inline' })).body;
    expect(scriptIds(html)).toEqual(['wc-islands-compat-ga-inline-js']);
    expect(html).not.toContain('jquery');
    expect(html.indexOf('wc-islands-compat-ga-inline-js')).toBeGreaterThan(html.indexOf('wc_add_to_cart_params'));
  });

  it('prints jQuery, jQuery Migrate and blocking BlockUI before a fixture that depends on jquery, as WordPress resolves it', async () => {
    const html = (await app.inject({ url: '/shop/?compat=blockui,jquery-listener' })).body;
    expect(scriptIds(html)).toEqual([
      'jquery-core-js',
      'jquery-migrate-js',
      'wc-jquery-blockui-js',
      'wc-islands-compat-blockui-js',
      'wc-islands-compat-jquery-listener-js',
    ]);
    expect(tag(html, 'wc-jquery-blockui-js')).not.toMatch(/\bdefer\b/);
  });

  it('leaves BlockUI out with ?blockui=off, jQuery core out when ?jquery=1 printed it already, and unknown names out', async () => {
    const optedOut = (await app.inject({ url: '/shop/?compat=blockui&blockui=off' })).body;
    expect(scriptIds(optedOut)).not.toContain('wc-jquery-blockui-js');
    const withJQuery = (await app.inject({ url: '/shop/?compat=jquery-trigger&jquery=1' })).body;
    expect(scriptIds(withJQuery).filter((id) => id === 'jquery-core-js')).toHaveLength(1);
    const unknown = (await app.inject({ url: '/shop/?compat=../../secret,nope' })).body;
    expect(unknown).not.toContain('wc-islands-compat-');
  });

  it('serves each fixture as JavaScript and nothing outside the fixture folder', async () => {
    for (const name of ['ga-inline', 'jquery-listener', 'jquery-trigger', 'native-trigger', 'theme-view-cart', 'blockui', 'stripe-js', 'stripe-classic', 'paypal-buttons', 'fb-pixel']) {
      const response = await app.inject({ url: `/wp-content/plugins/wc-islands-compat-fixtures/${name}.js` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/javascript');
    }
    const escape = await app.inject({ url: '/wp-content/plugins/wc-islands-compat-fixtures/..%2F..%2Fstorefront-lite.css' });
    expect(escape.statusCode).toBe(404);
  });
});
