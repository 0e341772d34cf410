import { expect, test } from '@playwright/test';
import { addFromShop, collectScriptErrors, countWcAjax, expectMode, fillIowaBilling, headerCount, mode, openGalleryPostCarousel, orderMeta, skipMessage, updateFirstQuantityToThree } from './support/realStore.ts';
import { logInToWordPress } from '../wordpress/support/logIn.ts';

// The shopper's journeys on the real WordPress + WooCommerce store, run twice by
// scripts/real-store/run.mjs: with the wc-islands plugin active, and as control with it off.
test.skip(!process.env.REALSTORE_URL, skipMessage);

test(`[${mode}] listing adds: one request each, 'View cart' links, header cart and mini-cart lines; removal from the mini-cart; a warm reload asks nothing`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  const adds = countWcAjax(page, 'add_to_cart');
  await addFromShop(page, ['10 L Spray Tank', '30 L Spray Tank']);
  expect(adds.count).toBe(2);
  await expect(headerCount(page)).toHaveText('2 items');
  const miniCart = page.locator('.site-header-cart .widget_shopping_cart');
  await expect(miniCart.locator('.woocommerce-mini-cart-item')).toHaveCount(2);

  const refreshes = countWcAjax(page, 'get_refreshed_fragments');
  await page.reload();
  await expectMode(page);
  await expect(headerCount(page)).toHaveText('2 items');
  // Both stacks keep fragments in sessionStorage keyed by the cart hash: a warm reload asks nothing.
  await page.waitForLoadState('load');
  expect(refreshes.count).toBe(0);

  const removals = countWcAjax(page, 'remove_from_cart');
  await page.locator('.site-header-cart').hover();
  await miniCart.locator('.woocommerce-mini-cart-item').filter({ hasText: '10 L Spray Tank' }).locator('a.remove_from_cart_button').click();
  await expect(headerCount(page)).toHaveText('1 item');
  await expect(miniCart.locator('.woocommerce-mini-cart-item')).toHaveCount(1);
  expect(removals.count).toBe(1);
  expect(errors).toEqual([]);
});

test(`[${mode}] the classic cart updates a quantity and applies drone10; expired5 is refused with a notice`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await addFromShop(page, ['10 L Spray Tank']);
  await page.goto('/cart/');
  await expectMode(page);
  await updateFirstQuantityToThree(page);

  const applies = countWcAjax(page, 'apply_coupon');
  await page.getByPlaceholder('Coupon code').fill('drone10');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.locator('.woocommerce-message, .woocommerce-info').filter({ hasText: 'Coupon code applied successfully.' })).toBeVisible();
  await expect(page.locator('.cart-discount')).toContainText('drone10');
  expect(applies.count).toBe(1);

  await page.getByPlaceholder('Coupon code').fill('expired5');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByText(/expired/i).filter({ visible: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test(`[${mode}] a variable product: options chosen, the variation added`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await page.goto('/product/agriwing-t-series-spraying-drone/');
  await expectMode(page);
  await page.getByLabel('Tank size').selectOption('10-l');
  await page.getByLabel('Battery pack').selectOption('dual');
  const button = page.locator('form.variations_form .single_add_to_cart_button');
  await expect(button).not.toHaveClass(/disabled/);
  await expect(page.locator('.woocommerce-variation-price')).not.toBeEmpty();
  await button.click();
  await expect(page.locator('.woocommerce-message')).toContainText('has been added to your cart');
  await expect(headerCount(page)).toHaveText('1 item');
  expect(errors).toEqual([]);
});

test(`[${mode}] the gallery post opens exactly one carousel`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await openGalleryPostCarousel(page);
  expect(errors).toEqual([]);
});

test(`[${mode}] checkout refreshes its review and places the order through wc-ajax=checkout, with the campaign's attribution in the order`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await page.goto('/?utm_source=realstore-test&utm_medium=email&utm_campaign=spring');
  await expectMode(page);
  await addFromShop(page, ['10 L Spray Tank']);
  const reviews = countWcAjax(page, 'update_order_review');
  const checkouts = countWcAjax(page, 'checkout');
  await page.goto('/checkout/');
  await expectMode(page);
  // Both ask for the review once on load (checkout.js init_checkout), and again when the address changes (below).
  await expect.poll(() => reviews.count).toBe(1);
  await fillIowaBilling(page, 'Farmer');
  const seen = reviews.count;
  await page.locator('#billing_postcode').blur();
  await page.locator('#billing_state').selectOption('CA');
  await expect.poll(() => reviews.count).toBeGreaterThan(seen);
  await expect(page.locator('.blockUI')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/order-received\/(\d+)/, { timeout: 20_000 });
  expect(checkouts.count).toBe(1);
  const orderId = Number(/order-received\/(\d+)/.exec(page.url())?.[1]);
  expect(orderMeta(orderId, '_wc_order_attribution_source_type')).toBe('utm');
  expect(orderMeta(orderId, '_wc_order_attribution_utm_source')).toBe('realstore-test');
  expect(errors).toEqual([]);
});

test(`[${mode}] wcIslands.apiFetch as the logged-in administrator sends a nonce`, async ({ page }) => {
  test.skip(mode === 'legacy', 'wcIslands exists only with the plugin active');
  await logInToWordPress(page);
  await page.goto('/shop/');
  await expectMode(page);
  const me = await page.evaluate(() => window.wcIslands!.apiFetch<{ id: number; slug: string }>({ path: '/wp/v2/users/me' }));
  expect(me).toMatchObject({ id: 1, slug: 'admin' });
});

const pageTypes = ['/', '/shop/', '/product-tag/spraying/', '/brands/', '/brand/agriwing/', '/blog/', '/field-day-spraying-soybeans/', '/product/kestrel-m3-mapping-drone/', '/product/agriwing-t-series-spraying-drone/', '/product/rotorlab-tri-blade-propellers/', '/my-account/', '/cart/', '/checkout/'];

test(`[${mode}] no script error on any page type (empty cart, then with an item)`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  for (const path of pageTypes) {
    await page.goto(path);
    await page.waitForLoadState('load');
  }
  await addFromShop(page, ['10 L Spray Tank']);
  for (const path of ['/cart/', '/checkout/']) {
    await page.goto(path);
    await expectMode(page);
    await page.waitForLoadState('load');
  }
  expect(errors).toEqual([]);
});
