import { expect, test } from './support/test.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { headerCount, recordWcAjax } from './support/cart.ts';

// A page captured from a real WooCommerce 11 + Storefront 4.6 store, served as the WordPress
// plugin leaves it (jQuery-era files gone, localized globals kept, one module script): the
// bundle must work on that markup unchanged, against this store's wc-ajax endpoints.
test('the real Storefront shop page mounts its islands with no jQuery and no console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/__real-wc/shop/');
  expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
  await expect
    .poll(() => page.evaluate(() => window.wcIslands?.mounted().map((island) => island.name) ?? []))
    .toEqual(expect.arrayContaining(['mini-cart', 'cart-fragments']));
  // The header cart's disclosure toggle is drawn when the shopper first reaches for the cart (issue #15).
  await page.locator('.site-header-cart a.cart-contents').focus();
  const toggle = page.getByRole('button', { name: 'Cart contents' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.site-header-cart .widget_shopping_cart')).toBeVisible();
  // The capture's theme stylesheets, fonts and product photos are served as local stand-ins: nothing fails.
  expect(errors).toEqual([]);
});

test('its add-to-cart buttons add by AJAX against a WooCommerce wire protocol', async ({ page }) => {
  const requests = recordWcAjax(page, 'add_to_cart');
  await page.goto('/__real-wc/shop/');
  const button = page.getByRole('button', { name: /^Add to cart: “/ }).first();
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveAttribute('data-island-mounted', /add-to-cart/);
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await expect(headerCount(page)).toHaveText('1 item');
  expect(requests).toHaveLength(1);
  expect(new URLSearchParams(requests[0]?.postData() ?? '').get('product_sku')).toBe(await button.getAttribute('data-product_sku'));
});

test('the real product page runs its gallery, tabs and review stars with no jQuery', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/__real-wc/product-drone/');
  expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
  const gallery = page.locator('.woocommerce-product-gallery');
  await expect(gallery).toHaveAttribute('data-island-mounted', /single-product/);
  // WooCommerce printed it at opacity 0 for flexslider to fade in; the island shows it.
  await expect(gallery).toHaveCSS('opacity', '1');
  await expect(gallery.locator('.flex-control-thumbs').getByRole('button')).toHaveCount(3);
  const tabs = page.locator('.woocommerce-tabs');
  await expect(tabs.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Reviews (2)' }).click();
  await expect(page.getByRole('radiogroup', { name: /Your rating/ })).toBeVisible();
  expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
});
