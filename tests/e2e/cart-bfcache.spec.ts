import { expect, test } from './support/test.ts';
import { addToCartButtons, headerCount, mountedButton, recordWcAjax } from './support/cart.ts';
import { withBackForwardCache } from './support/chromium.ts';

// Playwright switches the back/forward cache off by default; this file needs it on.
test.use({ launchOptions: withBackForwardCache });

test('back to a page restored from the back/forward cache shows the current cart with no request', async ({ page }) => {
  await page.goto('/shop/');
  await expect.poll(() => page.evaluate(() => window.wcIslands?.mounted().some((island) => island.name === 'cart-fragments'))).toBe(true);
  await page.evaluate(() => {
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) sessionStorage.setItem('restoredFromBfcache', 'yes');
    });
  });
  const name = (await page.locator('ul.products li.product h2').first().textContent())?.trim() ?? '';
  await page.locator('ul.products li.product a.woocommerce-LoopProduct-link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect.poll(() => page.evaluate(() => window.wcIslands?.mounted().some((island) => island.name === 'cart-fragments'))).toBe(true);
  const button = await mountedButton(addToCartButtons(page).first());
  await button.click();
  await expect(headerCount(page)).toHaveText('1 item');

  const refreshes = recordWcAjax(page, 'get_refreshed_fragments');
  // A page restored from the back/forward cache fires pageshow, not load.
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('restoredFromBfcache'))).toBe('yes');
  await expect(headerCount(page)).toHaveText('1 item');
  expect(refreshes).toHaveLength(0);
});
