// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, FORM, createTestApp, fixture, setCookies } from './testApp.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

function post(action: string, payload: string, jar?: CookieJar, extraQuery = '') {
  return app.inject({
    method: 'POST', url: `/?wc-ajax=${action}${extraQuery}`, payload,
    headers: { ...FORM, ...(jar === undefined ? {} : { cookie: jar.header() }) },
  });
}

describe('wc-ajax add_to_cart', () => {
  it('answers like WooCommerce: headers, cookies and fragment keys of add_to_cart-success', async () => {
    const res = await post('add_to_cart', 'quantity=1&product_id=33&product_sku=AW-ARM30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('no-cache, must-revalidate, max-age=0, no-store, private');
    expect(res.headers['expires']).toBe('Wed, 11 Jan 1984 05:00:00 GMT');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    const cookies = setCookies(res);
    expect(cookies[0]).toBe('woocommerce_items_in_cart=1; path=/');
    expect(cookies[1]).toMatch(/^woocommerce_cart_hash=[0-9a-f]{32}; path=\/$/);
    // Same cookie name as the captured store (COOKIEHASH = md5 of the site URL) and the same value shape.
    expect(cookies[2]).toMatch(/^wp_woocommerce_session_b1b1bc34ad2d4b5d16003f9364bfdbc8=t_[0-9a-f]{30}%7C\d{10}%7C\d{10}%7C[0-9a-f]{32}; expires=\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT; Max-Age=172800; path=\/; HttpOnly$/);

    const body = JSON.parse(res.body) as { fragments: Record<string, string>; cart_hash: string };
    const expected = JSON.parse(fixture('add_to_cart-success.json')) as typeof body;
    expect(Object.keys(body)).toEqual(Object.keys(expected));
    expect(Object.keys(body.fragments)).toEqual(Object.keys(expected.fragments));
    expect(body.fragments['a.cart-contents']).toBe(expected.fragments['a.cart-contents']);
    expect(body.fragments['a.footer-cart-contents']).toBe(expected.fragments['a.footer-cart-contents']);
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('data-cart_item_key="182be0c5cdcd5072bb1864cdee4d3d6e"');
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('aria-label="Remove Carbon Fibre Frame Arm for AS-30 Agricultural Spraying Drone from cart" data-product_id="33"');
    // The remove link as esc_url prints it, and the success message with entities, as captured.
    expect(body.fragments['div.widget_shopping_cart_content']).toMatch(/href="http:\/\/127\.0\.0\.1:8090\/cart\/\?remove_item=182be0c5cdcd5072bb1864cdee4d3d6e&#038;_wpnonce=[0-9a-f]{10}" class="remove remove_from_cart_button"/);
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('data-success_message="&ldquo;Carbon Fibre Frame Arm for AS-30 Agricultural Spraying Drone&rdquo; has been removed from your cart">&times;</a>');
    expect(body.cart_hash).toBe(cookies[1]?.split(/[=;]/)[1]);
    // WordPress escapes slashes in JSON answers.
    expect(res.body).toContain('http:\\/\\/127.0.0.1:8090\\/cart\\/');
  });

  it('sends only the changed hash cookie on a second add', async () => {
    const jar = new CookieJar();
    jar.store(await post('add_to_cart', 'quantity=1&product_id=33'));
    const second = await post('add_to_cart', 'quantity=1&product_id=37', jar);
    const cookies = setCookies(second);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^woocommerce_cart_hash=[0-9a-f]{32}; path=\/$/);
  });

  it('answers the fixture body for an out-of-stock product and sets no cookie', async () => {
    const res = await post('add_to_cart', 'quantity=1&product_id=41&product_sku=AW-PMP8');
    expect(res.body).toBe(fixture('add_to_cart-outofstock.json').trim());
    expect(setCookies(res)).toEqual([]);
  });

  it('answers an empty body when product_id is missing', async () => {
    const res = await post('add_to_cart', 'quantity=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('wc-ajax remove_from_cart and get_refreshed_fragments', () => {
  it('answers {"success":false} for an unknown key', async () => {
    const res = await post('remove_from_cart', 'cart_item_key=0123456789abcdef0123456789abcdef');
    expect(res.body).toBe(fixture('remove_from_cart-unknown-key.json').trim());
  });

  it('matches get_refreshed_fragments-empty byte for byte', async () => {
    const res = await post('get_refreshed_fragments', 'time=1795281548001');
    expect(res.body).toBe(fixture('get_refreshed_fragments-empty.json').trim());
  });

  it('lists both items after two adds, then removes one and expires the cookies when empty', async () => {
    const jar = new CookieJar();
    jar.store(await post('add_to_cart', 'quantity=1&product_id=33'));
    jar.store(await post('add_to_cart', 'quantity=1&product_id=37', jar));
    const refreshed = JSON.parse((await post('get_refreshed_fragments', 'time=1', jar)).body) as { fragments: Record<string, string> };
    const mini = refreshed.fragments['div.widget_shopping_cart_content'] ?? '';
    expect(mini.match(/woocommerce-mini-cart-item/g)).toHaveLength(2);
    expect(refreshed.fragments['a.cart-contents']).toContain('173.90</span> <span class="count">2 items</span>');

    jar.store(await post('remove_from_cart', 'cart_item_key=182be0c5cdcd5072bb1864cdee4d3d6e', jar));
    const last = await post('remove_from_cart', 'cart_item_key=a5bfc9e07964f8dddeb95fc584cd965d', jar);
    expect(last.body).toBe(fixture('remove_from_cart-success.json').trim());
    const cookies = setCookies(last);
    expect(cookies[0]).toMatch(/^woocommerce_items_in_cart=0; expires=.* GMT; Max-Age=0; path=\/$/);
    expect(cookies[1]).toMatch(/^woocommerce_cart_hash=0; expires=.* GMT; Max-Age=0; path=\/$/);
  });
});

describe('fault switch', () => {
  it('answers the requested status, a cut-off body or an empty body', async () => {
    const status = await post('get_refreshed_fragments', 'time=1', undefined, '&wc-islands-fault=status:500');
    expect(status.statusCode).toBe(500);
    const malformed = await post('get_refreshed_fragments', 'time=1', undefined, '&wc-islands-fault=malformed');
    expect(() => JSON.parse(malformed.body) as unknown).toThrow();
    const empty = await post('get_refreshed_fragments', 'time=1', undefined, '&wc-islands-fault=empty');
    expect(empty.body).toBe('');
  });
});

describe('admin-ajax and wp-json registries', () => {
  it('answers 400 "0" for an unknown action, like WordPress', async () => {
    const res = await app.inject({ method: 'POST', url: '/wp-admin/admin-ajax.php', payload: 'action=nope', headers: FORM });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('0');
  });

  it('serves the REST index with namespaces', async () => {
    const res = await app.inject({ url: '/wp-json/' });
    expect((JSON.parse(res.body) as { namespaces: string[] }).namespaces).toContain('wp/v2');
  });
});
