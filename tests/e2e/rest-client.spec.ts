import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import type { ApiFetchOptions } from '../../src/core/rest/index.ts';
import type { LazyApiFetch } from '../../src/loader/lazyApiFetch.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';

// window.wcIslands.apiFetch, the REST client (spec s7), driven from a demo store page.

type WithApiFetch = Window & { wcIslands?: { apiFetch?: LazyApiFetch } };

async function openStorePage(page: Page): Promise<void> {
  await page.goto('/shop/');
  await page.waitForFunction(() => typeof (window as WithApiFetch).wcIslands?.apiFetch === 'function');
}

function apiFetch<T>(page: Page, options: ApiFetchOptions): Promise<T> {
  return page.evaluate((opts) => (window as WithApiFetch).wcIslands!.apiFetch!<T>(opts), options);
}

/** Logs the shopper in and prints `wpApiSettings` as WordPress does for `wp-api`, with a valid nonce. */
async function logInWithRestSettings(page: Page, baseURL: string): Promise<void> {
  const login = await page.request.post('/wp-login.php', {
    form: { log: 'shopper', pwd: 'shopper-demo-2026', redirect_to: '/my-account/' },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  const nonce = await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
  expect(nonce).toMatch(/^[0-9a-f]{10}$/);
  await page.addInitScript((settings) => {
    (window as unknown as { wpApiSettings: unknown }).wpApiSettings = settings;
  }, { root: `${baseURL}/wp-json/`, nonce, versionString: 'wp/v2/' });
}

test.describe('REST client', () => {
  test('fetches all 250+ products with per_page=-1 in pages of 100, joined in order', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const pageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wp-json/wc/store/v1/products')) pageRequests.push(new URL(request.url()).search);
    });
    await openStorePage(page);
    const products = await apiFetch<Array<{ id: number }>>(page, { path: '/wc/store/v1/products?per_page=-1' });
    expect(products.length).toBeGreaterThanOrEqual(250);
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    expect(pageRequests).toEqual([
      '?per_page=100&_locale=user',
      '?per_page=100&_locale=user&page=2',
      '?per_page=100&_locale=user&page=3',
    ]);
    // Pages come back in catalogue order: the first page starts where a plain page-1 request does.
    const firstPage = await apiFetch<Array<{ id: number }>>(page, { path: '/wc/store/v1/products?per_page=100' });
    expect(products.slice(0, 100).map((p) => p.id)).toEqual(firstPage.map((p) => p.id));
    expect(errors).toEqual([]);
  });

  test('refreshes an expired nonce once and keeps the session working', async ({ page, baseURL }) => {
    const errors = collectConsoleErrors(page);
    await logInWithRestSettings(page, baseURL ?? '');
    const nonceRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('action=rest-nonce')) nonceRequests.push(request.url());
    });
    await openStorePage(page);
    await expect(apiFetch(page, { path: '/wp/v2/users/me' })).resolves.toMatchObject({ id: 2, slug: 'shopper' });

    const expired = await page.request.post('/wp-json/wc-islands/v1/test/expire-nonces');
    expect(await expired.json()).toEqual({ expired: true });

    // Two requests fail together with rest_cookie_invalid_nonce and share one refresh.
    const [me, products] = await Promise.all([
      apiFetch(page, { path: '/wp/v2/users/me' }),
      apiFetch<unknown[]>(page, { path: '/wc/store/v1/products?per_page=-1' }),
    ]);
    expect(me).toMatchObject({ id: 2 });
    expect(products.length).toBeGreaterThanOrEqual(250);
    await expect(apiFetch(page, { path: '/wp/v2/users/me' })).resolves.toMatchObject({ id: 2 });
    expect(nonceRequests).toHaveLength(1);
    // The 403s of the expired nonce are expected; the page itself logs nothing.
    expect(errors.filter((error) => !/403/.test(error))).toEqual([]);
  });
  // Issue #26: every page carries the nonce and cookies, so next links are followed on the REST root's
  // origin only, and a link to a page already fetched ends the list.
  test('a next link to another site ends fetch-all with rest_fetch_all_off_origin; nothing is sent there', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'evil.invalid') foreign.push(request.url());
    });
    await page.route((url) => url.pathname.endsWith('/wc/store/v1/products') && url.searchParams.get('page') === '2', async (route) => {
      const response = await route.fetch();
      const link = 'http://evil.invalid/wp-json/wc/store/v1/products?per_page=100&page=3';
      await route.fulfill({ response, headers: { ...response.headers(), link: `<${link}>; rel="next"` } });
    });
    await openStorePage(page);
    const outcome = await page.evaluate(() =>
      (window as WithApiFetch).wcIslands!.apiFetch!({ path: '/wc/store/v1/products?per_page=-1' }).then(
        () => 'resolved',
        (error: { code?: string }) => error.code,
      ),
    );
    expect(outcome).toBe('rest_fetch_all_off_origin');
    expect(foreign).toEqual([]);
  });

  test('a page that links to itself ends fetch-all with the pages so far, each fetched once', async ({ page }) => {
    const pageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wp-json/wc/store/v1/products')) pageRequests.push(new URL(request.url()).search);
    });
    await page.route((url) => url.pathname.endsWith('/wc/store/v1/products') && url.searchParams.get('page') === '2', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), link: `<${route.request().url()}>; rel="next"` } });
    });
    await openStorePage(page);
    const products = await apiFetch<Array<{ id: number }>>(page, { path: '/wc/store/v1/products?per_page=-1' });
    expect(products).toHaveLength(200);
    expect(pageRequests).toEqual(['?per_page=100&_locale=user', '?per_page=100&_locale=user&page=2']);
  });
});
