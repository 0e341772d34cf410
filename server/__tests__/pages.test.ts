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

const ISLANDS_TAG = '<script type="module" src="/wp-content/plugins/wc-islands/dist/wc-islands.js"></script>';

function titles(html: string): string[] {
  return [...html.matchAll(/<h2 class="woocommerce-loop-product__title">([^<]*)<\/h2>/g)].map((m) => m[1] ?? '');
}

function prices(html: string): number[] {
  return [...html.matchAll(/data-product_id="(\d+)"/g)].map((m) => Number(m[1]));
}

describe('pages', () => {
  it.each([
    '/', '/shop/', '/shop/page/2/', '/product-tag/spraying/', '/product-category/spare-parts/',
    '/product/agriwing-as-30-agricultural-spraying-drone/', '/cart/', '/my-account/', '/field-day-spraying-soybeans/',
    '/brands/', '/brand/agriwing/', '/wp-login.php?redirect_to=%2Fshop%2F',
  ])('%s answers 200 with lang="en-US", one <main> and unique ids', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en-US">');
    expect(res.body.match(/<main[\s>]/g)).toHaveLength(1);
    const ids = [...res.body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length - new Set(ids).size).toBe(0);
    for (const img of res.body.match(/<img [^>]*>/g) ?? []) {
      expect(img).toMatch(/ alt="/);
      expect(img).toMatch(/ width="\d+" height="\d+"/);
    }
  });

  it('prints the platform globals and one module script; ?islands=off drops only the script', async () => {
    const on = (await app.inject({ url: '/shop/' })).body;
    expect(on).toContain('<script id="wc-add-to-cart-js-extra">\nvar wc_add_to_cart_params = {"ajax_url":"/wp-admin/admin-ajax.php","wc_ajax_url":"/?wc-ajax=%%endpoint%%","i18n_view_cart":"View cart","cart_url":"http://127.0.0.1:8090/cart/","is_cart":"","cart_redirect_after_add":"no"};\n//# sourceURL=wc-add-to-cart-js-extra\n</script>');
    expect(on).toContain('"cart_hash_key":"wc_cart_hash_519760085cb123b9c754e0a0b02e8885"');
    expect(on).toContain('var wc_order_attribution = {"params":{"lifetime":1.0e-5,"session":30');
    expect(on).toContain('var storefrontScreenReaderText = {"expand":"Expand child menu","collapse":"Collapse child menu"};');
    expect(on).toContain('data-notice-id="34bba90bed1b8171d5b911d42c44cec9"');
    expect(on.split(ISLANDS_TAG)).toHaveLength(2);
    expect(on).not.toMatch(/<script[^>]+src="[^"]*jquery/);
    const off = (await app.inject({ url: '/shop/?islands=off' })).body;
    expect(off).not.toContain(ISLANDS_TAG);
    expect(off).toContain('var wc_add_to_cart_params');
  });

  it('renders loop add-to-cart links as in reference s7.1, and Read more for out-of-stock', async () => {
    const html = (await app.inject({ url: '/shop/' })).body;
    expect(html).toContain('<a href="/shop/?add-to-cart=17" aria-describedby="woocommerce_loop_add_to_cart_link_describedby_17" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="17" data-product_sku="AW-AS30" aria-label="Add to cart: &ldquo;AgriWing AS-30 Agricultural Spraying Drone&rdquo;" rel="nofollow" data-success_message="&ldquo;AgriWing AS-30 Agricultural Spraying Drone&rdquo; has been added to your cart" role="button">Add to cart</a>');
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:8090\/product\/skymap-m2-survey-drone\/"[^>]*class="button product_type_simple" data-product_id="23"[^>]*>Read more<\/a>/);
  });
});

describe('shop listing', () => {
  it('shows 12 per page with a result count and pagination', async () => {
    const html = (await app.inject({ url: '/shop/' })).body;
    expect(titles(html)).toHaveLength(12);
    expect(html).toMatch(/Showing 1&ndash;12 of \d+ results/);
    expect(html).toContain('href="http://127.0.0.1:8090/shop/page/2/">2</a>');
    const page2 = (await app.inject({ url: '/shop/page/2/' })).body;
    expect(html).toContain('<ul class="products columns-4">');
    expect(titles(page2)[0]).not.toBe(titles(html)[0]);
    expect(page2).toMatch(/Showing 13&ndash;24 of/);
  });

  it('sorts by ?orderby= and keeps the choice in the no-JS form', async () => {
    const html = (await app.inject({ url: '/shop/?orderby=price' })).body;
    const ids = prices(html);
    expect(ids.length).toBe(12);
    expect(html).toContain(`<option value="price"  selected='selected'>Sort by price: low to high</option>`);
    expect(html).toContain('<button type="submit" class="button">Sort</button>');
    expect(html).toContain('data-is-sorted-by="true"');
    const desc = (await app.inject({ url: '/shop/?orderby=price-desc' })).body;
    expect(titles(desc)[0]).toBe('AgriWing AS-50 Heavy-Lift Spraying Drone');
    expect(titles(html)[0]).toBe('FPV Tri-Blade Propellers 5" (8-pack)'.replace('"', '&quot;'));
  });

  it('renders ?per_page=1000 products for the benchmark', async () => {
    const html = (await app.inject({ url: '/shop/?per_page=1000' })).body;
    expect(titles(html)).toHaveLength(1000);
  });

  it('has the bilingual breadcrumb on tag listings', async () => {
    const html = (await app.inject({ url: '/product-tag/spraying/' })).body;
    expect(html).toContain('<nav class="woocommerce-breadcrumb" aria-label="breadcrumbs"><a href="http://127.0.0.1:8090">Shop / Tienda</a><span class="breadcrumb-separator"> / </span>Products tagged “spraying”</nav>');
  });
});

describe('cart without JavaScript', () => {
  it('adds through ?add-to-cart, redirects 303 and shows the notice once', async () => {
    const jar = new CookieJar();
    const add = await app.inject({ url: '/shop/?orderby=price&add-to-cart=33' });
    expect(add.statusCode).toBe(303);
    expect(add.headers['location']).toBe('/shop/?orderby=price');
    jar.store(add);
    expect(jar.get('woocommerce_items_in_cart')).toBe('1');
    const page = await app.inject({ url: '/shop/?orderby=price', headers: { cookie: jar.header() } });
    expect(page.body).toContain('<div class="woocommerce-message" role="alert">\n\t\t&ldquo;Carbon Fibre Frame Arm for AS-30 Agricultural Spraying Drone&rdquo; has been added to your cart. <a href="http://127.0.0.1:8090/cart/" class="button wc-forward">View cart</a>');
    expect(page.body).toContain('<span class="count">1 item</span>');
    jar.store(page);
    const again = await app.inject({ url: '/shop/?orderby=price', headers: { cookie: jar.header() } });
    expect(again.body).not.toContain('woocommerce-message');
  });

  it('refuses an out-of-stock product with an error notice', async () => {
    const jar = new CookieJar();
    jar.store(await app.inject({ url: '/shop/?add-to-cart=41' }));
    const page = await app.inject({ url: '/shop/', headers: { cookie: jar.header() } });
    expect(page.body).toContain('<ul class="woocommerce-error" role="alert">');
    expect(page.body).toContain('because the product is out of stock');
  });

  it('adds from the product form, updates quantities and removes with the nonce link', async () => {
    const jar = new CookieJar();
    jar.store(await app.inject({ method: 'POST', url: '/product/flat-fan-spray-nozzle-110-4-pack/', payload: 'quantity=2&add-to-cart=37', headers: FORM }));
    let cart = await app.inject({ url: '/cart/', headers: { cookie: jar.header() } });
    expect(cart.body).toContain('name="cart[a5bfc9e07964f8dddeb95fc584cd965d][qty]"');
    expect(cart.body).toContain('value="2"');
    const nonce = /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(cart.body)?.[1] ?? '';
    jar.store(await app.inject({
      method: 'POST', url: '/cart/', headers: { ...FORM, cookie: jar.header() },
      payload: `cart%5Ba5bfc9e07964f8dddeb95fc584cd965d%5D%5Bqty%5D=3&update_cart=Update+cart&woocommerce-cart-nonce=${nonce}`,
    }));
    cart = await app.inject({ url: '/cart/', headers: { cookie: jar.header() } });
    expect(cart.body).toContain('Cart updated.');
    expect(cart.body).toContain('value="3"');
    const remove = (/href="http:\/\/127\.0\.0\.1:8090(\/cart\/\?remove_item=[^"]+)"/.exec(cart.body)?.[1] ?? '').replace(/&#038;/g, '&');
    const removed = await app.inject({ url: remove, headers: { cookie: jar.header() } });
    expect(removed.statusCode).toBe(303);
    jar.store(removed);
    cart = await app.inject({ url: '/cart/', headers: { cookie: jar.header() } });
    expect(cart.body).toContain('&ldquo;Flat Fan Spray Nozzle 110° (4-pack)&rdquo; removed.');
    expect(cart.body).toContain('Your cart is currently empty.');
  });

  it('places an order through the classic checkout form', async () => {
    const jar = new CookieJar();
    jar.store(await app.inject({ url: '/?add-to-cart=33' }));
    const page = await app.inject({ url: '/checkout/', headers: { cookie: jar.header() } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('class="country_to_state country_select "');
    expect(page.body).toContain('<div class="shipping_address">');
    const nonce = /name="woocommerce-process-checkout-nonce" value="([0-9a-f]+)"/.exec(page.body)?.[1] ?? '';
    const fields = new URLSearchParams({
      billing_first_name: 'Ana', billing_last_name: 'Diaz', billing_country: 'US', billing_address_1: '1 Main St',
      billing_city: 'Ames', billing_state: 'IA', billing_postcode: '50010', billing_email: 'ana@example.com',
      payment_method: 'cheque', 'woocommerce-process-checkout-nonce': nonce,
    });
    const missing = await app.inject({ method: 'POST', url: '/checkout/', headers: { ...FORM, cookie: jar.header() }, payload: `${fields.toString().replace('billing_city=Ames', 'billing_city=')}` });
    expect(missing.body).toContain('<li data-id="billing_city">');
    const placed = await app.inject({ method: 'POST', url: '/checkout/', headers: { ...FORM, cookie: jar.header() }, payload: fields.toString() });
    expect(placed.statusCode).toBe(303);
    const received = await app.inject({ url: placed.headers['location'] as string, headers: { cookie: jar.header() } });
    expect(received.body).toContain('Thank you. Your order has been received.');
    expect(received.body).toContain('Ana Diaz');
  });
});

describe('accounts', () => {
  it('logs in through wp-login.php and returns to a same-origin redirect_to only', async () => {
    const ok = await app.inject({
      method: 'POST', url: '/wp-login.php', headers: FORM,
      payload: 'log=shopper&pwd=shopper-demo-2026&redirect_to=%2Ffield-day-spraying-soybeans%2F%23jp-carousel-203&wp-submit=Log+In',
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers['location']).toBe('/field-day-spraying-soybeans/#jp-carousel-203');
    expect(String(ok.headers['set-cookie'])).toMatch(/^wordpress_logged_in_b1b1bc34ad2d4b5d16003f9364bfdbc8=/);
    const evil = await app.inject({ method: 'POST', url: '/wp-login.php', headers: FORM, payload: 'log=shopper&pwd=shopper-demo-2026&redirect_to=https%3A%2F%2Fevil.example%2F' });
    expect(evil.headers['location']).toBe('/');
  });

  it('registers from my-account and shows the dashboard with a logout link', async () => {
    const jar = new CookieJar();
    const form = await app.inject({ url: '/my-account/' });
    expect(form.body).toContain('<form class="woocommerce-form woocommerce-form-login login" method="post" novalidate>');
    const nonce = /name="woocommerce-register-nonce" value="([0-9a-f]+)"/.exec(form.body)?.[1] ?? '';
    const reg = await app.inject({ method: 'POST', url: '/my-account/', headers: FORM, payload: `email=new%40example.com&password=long-enough-pw&register=Register&woocommerce-register-nonce=${nonce}` });
    expect(reg.statusCode).toBe(303);
    jar.store(reg);
    const dash = await app.inject({ url: '/my-account/', headers: { cookie: jar.header() } });
    expect(dash.body).toContain('Hello <strong>new</strong>');
    expect(dash.body).toContain('/my-account/customer-logout/?_wpnonce=');
  });

  it('shows the coming-soon banner to a logged-in admin only', async () => {
    const guest = await app.inject({ url: '/shop/' });
    expect(guest.body).not.toContain('coming-soon-footer-banner');
    const login = await app.inject({ method: 'POST', url: '/wp-login.php', headers: FORM, payload: 'log=admin&pwd=admin-demo-2026&redirect_to=%2Fshop%2F' });
    const jar = new CookieJar();
    jar.store(login);
    const admin = await app.inject({ url: '/shop/', headers: { cookie: jar.header() } });
    expect(admin.body).toContain("<div id='coming-soon-footer-banner'>");
    expect(admin.body).toContain("data-rest-url='http://127.0.0.1:8090/wp-json/wp/v2/users/1'");
  });
});

describe('gallery post and brands', () => {
  it('prints a Jetpack gallery with carousel data and the carousel strings', async () => {
    const html = (await app.inject({ url: '/field-day-spraying-soybeans/' })).body;
    expect(html).toContain('<figure data-carousel-extra=\'{&quot;blog_id&quot;:1,&quot;permalink&quot;:&quot;http://127.0.0.1:8090/field-day-spraying-soybeans/&quot;}\'');
    expect(html.match(/data-attachment-id="/g)?.length).toBeGreaterThanOrEqual(13);
    expect(html).toContain('data-orig-size="2000,1333"');
    expect(html).toContain('var jetpackCarouselStrings = {"widths":[370,700,1000,1200,1400,2000]');
    expect(html).toContain('"download_original":"View full size \\u003Cspan class=\\"photo-size\\"\\u003E{0}\\u003Cspan class=\\"photo-size-times\\"\\u003E\\u00d7\\u003C/span\\u003E{1}\\u003C/span\\u003E"');
  });

  it('lists brands A–Z', async () => {
    const html = (await app.inject({ url: '/brands/' })).body;
    expect(html).toContain('<div id="brands_a_z">');
    expect(html).toContain('<li><a href="#brands-a">a</a></li>');
  });
});
