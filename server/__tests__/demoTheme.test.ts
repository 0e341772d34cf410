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

const KADENCE = 'wcis_demo_theme=kadence';

function withTheme(jar: CookieJar): string {
  return [jar.header(), KADENCE].filter(Boolean).join('; ');
}

describe('the demo store with Kadence\'s header cart (server/http/demoTheme.ts)', () => {
  it('prints Kadence\'s header cart link with the count, and no cart widget, in place of Storefront\'s', async () => {
    const jar = new CookieJar();
    jar.store(await app.inject({ method: 'POST', url: '/?wc-ajax=add_to_cart', payload: 'quantity=2&product_id=33', headers: FORM }));
    const cart = (await app.inject({ method: 'GET', url: '/cart/', headers: { cookie: withTheme(jar) } })).body;
    expect(cart).toMatch(/<a href="[^"]*\/cart\/" aria-label="Shopping Cart" class="header-cart-button">.*<span class="header-cart-total header-cart-is-empty-false">2<\/span><\/a>/);
    expect(cart).not.toContain('site-header-cart');
    expect(cart).not.toContain('widget_shopping_cart_content');
  });

  it('adds Kadence\'s count and empty-check fragments to every cart answer, after WooCommerce\'s and Storefront\'s', async () => {
    const jar = new CookieJar();
    const added = await app.inject({ method: 'POST', url: '/?wc-ajax=add_to_cart', payload: 'quantity=1&product_id=33', headers: { ...FORM, cookie: KADENCE } });
    jar.store(added);
    const refreshed = await app.inject({ method: 'POST', url: '/?wc-ajax=get_refreshed_fragments', payload: 'time=1', headers: { ...FORM, cookie: withTheme(jar) } });
    for (const answer of [added, refreshed]) {
      const { fragments } = JSON.parse(answer.body) as { fragments: Record<string, string> };
      expect(Object.keys(fragments)).toEqual(['div.widget_shopping_cart_content', 'a.cart-contents', 'a.footer-cart-contents', 'span.header-cart-empty-check', 'span.header-cart-total']);
      expect(fragments['span.header-cart-total']).toContain('<span class="header-cart-total header-cart-is-empty-false">1</span>');
    }
  });

  it('keeps Storefront\'s header and fragments without the cookie', async () => {
    const shop = (await app.inject({ method: 'GET', url: '/shop/' })).body;
    expect(shop).toContain('id="site-header-cart"');
    expect(shop).not.toContain('header-cart-total');
    const refreshed = await app.inject({ method: 'POST', url: '/?wc-ajax=get_refreshed_fragments', payload: 'time=1', headers: FORM });
    expect(Object.keys((JSON.parse(refreshed.body) as { fragments: object }).fragments)).not.toContain('span.header-cart-total');
  });
});
