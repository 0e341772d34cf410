import { expect, test } from '@playwright/test';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { findVarnishd, shippedVcl, startVarnish, type Varnish } from '../../scripts/varnish/startVarnish.ts';
import { httpRequest, type HttpAnswer } from './support/httpRequest.ts';
import { runPhp } from './support/phpWasm.ts';
import { repoRoot, wpPort, wpUrl } from './support/wordpressSite.ts';

// The shipped VCL (docs/caching/wc-islands.vcl) in a varnishd of our own, in front of this WordPress
// with the plugin: what it stores, what it never stores, and the plugin's purges landing in it.
// The site's mu-plugin wcis-test-cache.php stands in for the plugin's `X-WC-Islands-Cache` header
// where nothing else sends it, forces it with `?wcis_cache=`, and echoes the Cookie header PHP got.

test.describe.configure({ mode: 'serial' });

let varnish: Varnish | undefined;
/** Varnish listens where shoppers arrive; WordPress's URLs name its own port, as a store's name the proxy's. */
const host = `127.0.0.1:${wpPort}`;
const cartCookies = 'woocommerce_items_in_cart=1; woocommerce_cart_hash=4f1c; wp_woocommerce_session_abc=t_1%7C2%7C3';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.skip(!findVarnishd(), 'varnishd is not installed (apt-get install -y --no-install-recommends varnish; .ci/run installs it)');
  varnish = await startVarnish({ vcl: shippedVcl, backendPort: wpPort, port: await freePort() });
});

test.afterAll(async () => {
  await varnish?.stop();
});

/** A request through Varnish, as a shopper's browser sends it to the store's address. */
function viaCache(path: string, options: { method?: string; cookie?: string; body?: string; acceptEncoding?: string } = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = { Host: host, 'Accept-Encoding': options.acceptEncoding ?? 'identity' };
  if (options.cookie) headers['Cookie'] = options.cookie;
  if (options.body !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  return httpRequest(`${varnish!.url}${path}`, { ...options, headers });
}

/** How Varnish served it (`X-WC-Islands-Debug`, the VCL's test switch), and whether X-Varnish names a stored object. */
const served = (answer: HttpAnswer): string => answer.headers['x-wc-islands-debug'] ?? '(no debug header)';
const fromCache = (answer: HttpAnswer): boolean => /^\d+ \d+$/.test(answer.headers['x-varnish'] ?? '');
/** PHP's render of this answer: the mu-plugin prints a fresh ID into each page it renders. */
const render = (answer: HttpAnswer): string => answer.headers['x-wcis-test-rendered'] ?? '';

test('a catalog page is a miss, then a hit for every guest: with cart cookies, from a campaign link, its cookies never reaching PHP', async () => {
  const first = await viaCache('/?wcis_page=shop');
  expect(first.status).toBe(200);
  expect(first.headers['x-wc-islands-cache']).toBe('shareable');
  expect(served(first)).toBe('miss');
  expect(first.headers['cache-control']).toBe('public, max-age=0');

  const again = await viaCache('/?wcis_page=shop');
  expect(served(again)).toBe('hit');
  expect(fromCache(again)).toBe(true);
  expect(render(again)).toBe(render(first));

  const withCart = await viaCache('/?wcis_page=shop', { cookie: cartCookies });
  expect(served(withCart)).toBe('hit');
  expect(render(withCart)).toBe(render(first));
  expect(withCart.headers['set-cookie']).toBeUndefined();

  const campaign = await viaCache('/?wcis_page=shop&utm_source=newsletter&utm_medium=email&gclid=abc123', { cookie: cartCookies });
  expect(served(campaign)).toBe('hit');
  expect(render(campaign)).toBe(render(first));

  // A miss with cart cookies: PHP renders it without them (the page is the same for every guest).
  const cold = await viaCache('/?wcis_page=product-tag', { cookie: cartCookies });
  expect(served(cold)).toBe('miss');
  expect(cold.headers['x-wcis-test-cookie']).toBe('(none)');
});

test('text is gzipped on the way, a stored page and a passed static file alike, with Vary: Accept-Encoding; a client without gzip gets it plain, an image as it is', async () => {
  const browser = 'gzip, deflate, br';
  const path = '/?wcis_page=product-category';
  const plain = await viaCache(path);
  expect(served(plain)).toBe('miss');
  expect(plain.headers['content-encoding']).toBeUndefined();
  const zipped = await viaCache(path, { acceptEncoding: browser });
  expect(served(zipped)).toBe('hit');
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers['vary']).toMatch(/^accept-encoding$/i);
  expect(gunzipSync(zipped.bytes).toString('utf8')).toBe(plain.body);
  expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 2);
  // The same stored copy unzipped for a client that does not accept gzip.
  const again = await viaCache(path);
  expect(served(again)).toBe('hit');
  expect(again.headers['content-encoding']).toBeUndefined();
  expect(again.body).toBe(plain.body);

  // A static file is passed, never stored, and gzipped all the same: the bundle's own loader.
  const script = '/wp-content/plugins/wc-islands/dist/wc-islands.js';
  const scriptPlain = await viaCache(script);
  expect(scriptPlain.status).toBe(200);
  expect(scriptPlain.headers['content-type']).toMatch(/javascript/);
  const scriptZipped = await viaCache(script, { acceptEncoding: browser });
  expect(served(scriptZipped)).toBe('pass: static file');
  expect(scriptZipped.headers['content-encoding']).toBe('gzip');
  expect(scriptZipped.headers['vary']).toMatch(/accept-encoding/i);
  expect(gunzipSync(scriptZipped.bytes).toString('utf8')).toBe(scriptPlain.body);

  // An image is compressed already: as the web server sent it.
  // A theme's image (Playground's WordPress ships Twenty Twenty-Four; core's own images are left out).
  const image = '/wp-content/themes/twentytwentyfour/assets/images/angular-roof.webp';
  const imagePlain = await viaCache(image);
  expect(imagePlain.status).toBe(200);
  const imageAsked = await viaCache(image, { acceptEncoding: browser });
  expect(imageAsked.headers['content-encoding']).toBeUndefined();
  expect(imageAsked.bytes.equals(imagePlain.bytes)).toBe(true);
});

test('cart, checkout, account, wc-ajax, admin-ajax, REST, add-to-cart and wp-admin are never stored, even if PHP called them shareable', async () => {
  const paths = [
    '/cart/?wcis_cache=shareable',
    '/checkout/?wcis_cache=shareable',
    '/checkout/order-received/12/?key=wc_order_x&wcis_cache=shareable',
    '/my-account/?wcis_cache=shareable',
    '/fr/panier/?wcis_cache=shareable',
    '/?wc-ajax=get_refreshed_fragments&wcis_cache=shareable',
    '/?add-to-cart=18&wcis_cache=shareable',
    '/?rest_route=/&wcis_cache=shareable',
    '/wp-json/',
    '/wp-admin/admin-ajax.php',
    '/wp-login.php',
  ];
  for (const path of paths) {
    for (const attempt of [1, 2]) {
      const answer = await viaCache(path, { cookie: cartCookies });
      expect(served(answer), `${path} #${attempt}`).toMatch(/^pass: /);
      expect(fromCache(answer), `${path} #${attempt}`).toBe(false);
      // Passed as it came: PHP sees the shopper's cookies.
      if (answer.headers['x-wcis-test-cookie'] !== undefined) expect(answer.headers['x-wcis-test-cookie'], path).toBe(cartCookies);
    }
  }
});

test('a POST goes to PHP with its cookies and its answer is never served to a GET', async () => {
  const path = '/?wcis_page=home&wcis_cache=shareable&post-test=1';
  const posted = await viaCache(path, { method: 'POST', cookie: cartCookies, body: 'quantity=1' });
  expect(served(posted)).toBe('pass: method POST');
  expect(posted.headers['x-wcis-test-cookie']).toBe(cartCookies);
  const read = await viaCache(path);
  expect(served(read)).toBe('miss');
  expect(render(read)).not.toBe(render(posted));
});

test('a logged-in user is always sent to PHP, never given the guests\' copy, and their page is never stored', async () => {
  const path = '/?wcis_page=product-variable';
  const guest = await viaCache(path);
  expect(served(await viaCache(path))).toBe('hit');
  const loggedIn = `wordpress_logged_in_abc=admin%7C1%7Cx; ${cartCookies}`;
  for (const attempt of [1, 2]) {
    const answer = await viaCache(path, { cookie: loggedIn });
    expect(served(answer), `#${attempt}`).toBe('pass: logged in, post password or commenter cookie');
    expect(render(answer)).not.toBe(render(guest));
    expect(answer.headers['x-wcis-test-cookie']).toBe(loggedIn);
  }
  expect(render(await viaCache(path))).toBe(render(guest));
});

test('a page PHP marks personal is never stored, and a shopper with cookies gets the answer PHP made with them', async () => {
  const path = '/?wcis_page=shop&wcis_cache=personal';
  const guest = await viaCache(path);
  expect(guest.headers['x-wc-islands-cache']).toBe('personal');
  expect(served(guest)).toBe('miss: not stored (not marked shareable, or it set a cookie)');
  const guestAgain = await viaCache(path);
  expect(fromCache(guestAgain)).toBe(false);
  expect(render(guestAgain)).not.toBe(render(guest));

  // First request for the URL: PHP answered personal to the cookieless copy, Varnish asked again with the cookies.
  const fresh = '/?wcis_page=home&wcis_cache=personal';
  const shopper = await viaCache(fresh, { cookie: cartCookies });
  expect(served(shopper)).toBe("pass: PHP answered personal without the shopper's cookies, asked again with them");
  expect(shopper.headers['x-wcis-test-cookie']).toBe(cartCookies);
  // Later requests for it go straight to PHP, cookies and all (hit-for-pass).
  const later = await viaCache(fresh, { cookie: cartCookies });
  expect(served(later)).toBe('pass: this URL answered personal lately (hit-for-pass)');
  expect(later.headers['x-wcis-test-cookie']).toBe(cartCookies);
  expect(render(later)).not.toBe(render(shopper));
});

interface MadeProduct {
  id: number;
  url: string;
  listing: string;
  termId: number;
}

async function makeProduct(slug: string, category: string): Promise<MadeProduct & { path: string; listingPath: string }> {
  const answer = await httpRequest(`${wpUrl}/?wcis_make_product=${slug}&wcis_cat=${category}`);
  expect(answer.status, answer.body).toBe(200);
  const made = JSON.parse(answer.body) as MadeProduct;
  const path = (url: string): string => url.slice(wpUrl.length) || '/';
  return { ...made, path: path(made.url), listingPath: path(made.listing) };
}

/** Fires a WooCommerce action in PHP (the plugin purges at shutdown) and returns the purges it sent. */
async function fire(action: string, id: number, times = 1): Promise<Array<{ url: string; method: string; headers: Record<string, string> }>> {
  const answer = await httpRequest(`${wpUrl}/?wcis_fire=${action}&wcis_id=${id}&wcis_times=${times}&wcis_purge_to=${encodeURIComponent(varnish!.url)}`);
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body);
}

async function warm(paths: string[]): Promise<void> {
  for (const path of paths) {
    await viaCache(path);
    expect(served(await viaCache(path)), path).toBe('hit');
  }
}

test('saving a product purges its page and its listings (shop, home, its category); other products stay cached', async () => {
  const saved = await makeProduct('kestrel-m3', 'mapping');
  const other = await makeProduct('rotorlab-props', 'spare-parts');
  const shop = '/?post_type=product';
  await warm([saved.path, saved.listingPath, shop, '/', other.path, other.listingPath]);

  // WooCommerce's editor saves a product more than once in a request: one PURGE and one BAN go out.
  const sent = await fire('woocommerce_update_product', saved.id, 3);
  expect(sent.map((purge) => purge.method)).toEqual(['PURGE', 'BAN']);
  expect(sent[0]).toMatchObject({ url: `${varnish!.url}${saved.path}`, headers: { Host: host, 'X-Forwarded-Proto': 'http' } });
  expect(sent[1]!.headers['X-Ban-Tags']!.split(' ').sort()).toEqual([`product-${saved.id}`, 'home', 'shop', `term-${saved.termId}`].sort());

  // The purges were sent without waiting for an answer: poll until Varnish has applied them.
  await expect.poll(async () => served(await viaCache(saved.path))).toMatch(/^miss/);
  for (const path of [saved.listingPath, shop, '/']) expect(served(await viaCache(path)), path).toBe('miss');
  for (const path of [other.path, other.listingPath]) expect(served(await viaCache(path)), path).toBe('hit');
});

test('a stock quantity change purges the product page only; a stock status change its listings too', async () => {
  const product = await makeProduct('voltcore-battery', 'batteries');
  await warm([product.path, product.listingPath]);
  expect((await fire('woocommerce_product_set_stock', product.id)).map((purge) => purge.method)).toEqual(['PURGE', 'BAN']);
  await expect.poll(async () => served(await viaCache(product.path))).toBe('miss');
  expect(served(await viaCache(product.listingPath))).toBe('hit');

  await fire('woocommerce_product_set_stock_status', product.id);
  await expect.poll(async () => served(await viaCache(product.listingPath))).toBe('miss');
});

test('without a cache URL the plugin sends no purge', async () => {
  const answer = await httpRequest(`${wpUrl}/?wcis_fire=woocommerce_update_product&wcis_id=1`);
  expect(answer.body).toBe('[]');
});

test('the cache fixtures pass php -l', async () => {
  expect(await runPhp('-l', join(repoRoot, 'tests/wordpress/site/mu-plugins/wcis-test-cache.php'))).toContain('No syntax errors');
});
