import { expect, test, type Page } from './support/test.ts';
import { addToCartButtons, headerCount, mountedButton, productNameOf, recordWcAjax } from './support/cart.ts';

const DAY_MS = 86_400_000;
const HANDLER = '<img src="x" class="planted-image" onerror="window.__pwned=1">';

declare global {
  interface Window {
    __pwned?: number;
  }
}

/**
 * Serves this page's documents without the demo store's strict CSP: the policy would block inline
 * handlers and javascript: URLs by itself, and these tests are about the bundle never running them.
 */
async function withoutCsp(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    return route.fulfill({ response, headers });
  });
}

/** True when the page runs under no script policy (a strict CSP has no 'unsafe-eval'). */
const evalAllowed = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    try {
      return new Function('return true')() as boolean;
    } catch {
      return false;
    }
  });

async function waitForFragmentsIsland(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.wcIslands?.mounted().some((island) => island.name === 'cart-fragments'))).toBe(true);
}

/** Writes what a same-origin script could: the cart cache for the current hash, created 30 days ahead, in both storages. */
async function plantHostileCache(page: Page): Promise<void> {
  await page.evaluate(({ handler, aheadMs }) => {
    const params = (window as unknown as { wc_cart_fragments_params: { fragment_name: string; cart_hash_key: string } }).wc_cart_fragments_params;
    const hash = sessionStorage.getItem(params.cart_hash_key) ?? '';
    const fragments = {
      'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content">${handler}<p class="planted">Planted cart</p></div>`,
      'a.cart-contents': '<a class="cart-contents" href="javascript:window.__pwned=2"><span class="count">99 items</span></a>',
      'form.woocommerce-ordering': `<form class="woocommerce-ordering planted">${handler}</form>`,
      'form.checkout': `<form class="checkout planted">${handler}</form>`,
    };
    const created = Date.now() + aheadMs;
    sessionStorage.setItem(params.fragment_name, JSON.stringify(fragments));
    sessionStorage.setItem('wc_cart_created', String(created));
    localStorage.setItem(`${params.fragment_name}_shared`, JSON.stringify({ hash, created, fragments }));
  }, { handler: HANDLER, aheadMs: 30 * DAY_MS });
}

/** The real cart shows, nothing planted is in the page, and nothing ran. */
async function expectRealCart(page: Page, product: string): Promise<void> {
  await expect(headerCount(page)).toHaveText('1 item');
  await expect(page.locator('.site-header-cart .woocommerce-mini-cart-item')).toContainText(product);
  await expect(page.locator('.planted, .planted-image')).toHaveCount(0);
  await expect(page.locator('form.woocommerce-ordering select.orderby')).toHaveCount(1);
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
}

test.describe('hostile cart fragments', () => {
  test('a cart cache planted in storage (future time, ordering and checkout forms, inline handlers) is ignored: the page asks the server', async ({ context, page }) => {
    await withoutCsp(page);
    await page.goto('/shop/');
    expect(await evalAllowed(page)).toBe(true);
    await waitForFragmentsIsland(page);
    const button = await mountedButton(addToCartButtons(page).first());
    const product = await productNameOf(button);
    await button.click();
    await expect(headerCount(page)).toHaveText('1 item');
    await plantHostileCache(page);

    // The same tab (sessionStorage) ...
    const refreshes = recordWcAjax(page, 'get_refreshed_fragments');
    await page.goto('/shop/');
    await waitForFragmentsIsland(page);
    await expect.poll(() => refreshes.length).toBe(1);
    await expectRealCart(page, product);

    // ... and a new tab (the localStorage copy older versions shared), which also removes it.
    const other = await context.newPage();
    await withoutCsp(other);
    const otherRefreshes = recordWcAjax(other, 'get_refreshed_fragments');
    await other.goto('/shop/');
    await waitForFragmentsIsland(other);
    await expect.poll(() => otherRefreshes.length).toBe(1);
    await expectRealCart(other, product);
    expect(await other.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('_shared')))).toEqual([]);
  });

  for (const policy of ['no CSP', 'the strict CSP'] as const) {
    test(`an add_to_cart answer whose fragments hold an inline handler and a javascript: link runs neither, under ${policy} (and reports no violation)`, async ({ page }) => {
      if (policy === 'no CSP') await withoutCsp(page);
      await page.route('**/?wc-ajax=add_to_cart', async (route) => {
        const response = await route.fetch();
        const answer = (await response.json()) as { fragments: Record<string, string> };
        const miniCart = answer.fragments['div.widget_shopping_cart_content'] ?? '';
        answer.fragments['div.widget_shopping_cart_content'] = miniCart.replace(
          '<ul',
          `${HANDLER}<a class="planted-link" href="java&#x09;script&colon;window.__pwned=2">Offer</a><svg class="planted-svg" onload="window.__pwned=3"></svg><ul`,
        );
        await route.fulfill({ response, json: answer });
      });
      await page.goto('/shop/');
      if (policy === 'no CSP') expect(await evalAllowed(page)).toBe(true);
      const button = await mountedButton(addToCartButtons(page).first());
      const product = await productNameOf(button);
      await button.click();
      await expect(headerCount(page)).toHaveText('1 item');
      const miniCart = page.locator('.site-header-cart .widget_shopping_cart_content');
      await expect(miniCart.locator('.woocommerce-mini-cart-item')).toContainText(product);

      // The markup is there, minus what would run: the image has loaded (and failed) with no handler.
      const image = miniCart.locator('img.planted-image');
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
      expect(await image.evaluate((element) => element.getAttributeNames())).toEqual(['src', 'class']);
      await expect(miniCart.locator('svg.planted-svg')).toHaveCount(1);
      const link = miniCart.locator('a.planted-link');
      expect(await link.getAttribute('href')).toBeNull();
      await link.evaluate((element: HTMLElement) => element.click());
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
      expect(page.url()).toMatch(/\/shop\/$/);
    });
  }
});
