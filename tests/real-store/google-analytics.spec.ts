import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ga4Collector, type Ga4Hit } from './support/ga4.ts';
import { addButton, collectScriptErrors, expectMode, fillBillingStart, mode, realStoreDir, skipMessage, wpCli } from './support/realStore.ts';

// Google Analytics for WooCommerce (issue #32, docs/reference/google-analytics-for-woocommerce.md), built from its
// source by plugins/google-analytics.mjs, on the real store; gtag.js is our stand-in (support/gtag-stand-in.js) and
// every GA4 hit it sends is recorded at the browser's edge. Run with wc-islands and, as control, without it: each run
// asserts the same events with the same payloads on its own, once each, in order.

test.skip(!process.env.REALSTORE_URL, skipMessage);

// As plugins/google-analytics.mjs installs it (built: its repository holds no built JS).
const PLUGIN_FILE = 'woocommerce-google-analytics-integration/woocommerce-google-analytics-integration.php';
const BUILT = `${realStoreDir}/wp/wp-content/plugins/woocommerce-google-analytics-integration/assets/js/build/main.js`;

test.beforeAll(() => {
  test.skip(!existsSync(BUILT), `Google Analytics for WooCommerce is not installed on the store (${BUILT}): see the line plugins/google-analytics.mjs printed`);
  wpCli('activate-plugin', PLUGIN_FILE);
});
test.afterAll(() => {
  if (existsSync(BUILT)) wpCli('deactivate-plugin', PLUGIN_FILE);
});

// The test measurement ID plugins/google-analytics.mjs saves in the plugin's settings (a .mjs run by run.mjs, untyped).
const MEASUREMENT_ID = 'G-WCISLANDS1';
// The seed's catalog (../shared/realstore), as the plugin formats a product: identifier = SKU, price in dollars.
const TANK = { item_id: 'AW-TANK-10', item_name: '10 L Spray Tank', item_category: 'Spray system', price: 159 };
const TANK_30 = { item_id: 'AW-TANK-30', item_name: '30 L Spray Tank', item_category: 'Spray system', price: 249 };
const ARM = { item_id: 'AW-ARM-A10', item_name: 'Carbon Frame Arm for A10 (CW)', item_category: 'Frames and arms', price: 49 };
const ARM_PAGE = '/product/carbon-frame-arm-a10-cw/';
const LIST = { item_list_id: 'engagement', item_list_name: 'Viewing products' };

type Expected = { name: string; page: string | RegExp; params: Record<string, unknown> };

/** Waits until the collector holds as many hits as expected, then checks them all, in order: none missing, none doubled. */
async function expectHits(hits: readonly Ga4Hit[], expected: readonly Expected[]): Promise<void> {
  await expect.poll(() => hits.map((hit) => hit.name)).toEqual(expected.map((hit) => hit.name));
  expect(hits).toEqual(expected.map(({ name, page, params }) => ({ tid: MEASUREMENT_ID, name, page: typeof page === 'string' ? page : expect.stringMatching(page), params })));
}

/** view_item_list for the product cards the page shows, in page order (related products are drawn at random). */
async function listOf(page: Page, cards: string, path: string): Promise<Expected> {
  // Read once the document is whole: right after a link's navigation commits, the cards below may not be parsed
  // yet (a legacy run once read none of the related products).
  await page.waitForLoadState('domcontentloaded');
  // Each card's button carries its SKU (the plugin's identifier); titles are texturized on the page (30″, 2×100).
  const skus = await page.locator(`${cards} .product [data-product_sku]`).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-product_sku')));
  expect(skus.length).toBeGreaterThan(0);
  const items = skus.map((sku, index) => expect.objectContaining({ item_id: sku, item_list_name: 'Product List', index: index + 1, item_name: expect.any(String), price: expect.any(Number) }));
  return { name: 'view_item_list', page: path, params: { ...LIST, items } };
}

/** A money amount as the page prints it ("$59.00"), in the plugin's unit (dollars). */
const amount = async (page: Page, selector: string): Promise<number> => Number((await page.locator(selector).first().innerText()).replace(/[^\d.]/g, ''));

/** What the page ran for the journey's table: jQuery or not (with the plugin, the islands print it only when a script needs it). */
const jqueryOn = async (page: Page): Promise<boolean> => {
  // After DOMContentLoaded every classic script the page prints has run (jQuery is one).
  await page.waitForLoadState('domcontentloaded');
  return page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery === 'function');
};

test(`[${mode}] a guest's journey sends the same GA4 events with the same payloads, once each`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  const hits = await ga4Collector(page);
  const expected: Expected[] = [];
  const jquery: Record<string, boolean> = {};

  // Listing view: one view_item_list of the cards (the tank first, by name), then an add from the listing.
  await page.goto('/shop/');
  await expectMode(page);
  jquery['shop'] = await jqueryOn(page);
  await page.locator('.woocommerce-store-notice').getByRole('button', { name: 'Dismiss' }).click();
  const shopList = await listOf(page, 'ul.products', '/shop/');
  expected.push(shopList);
  await expectHits(hits, expected);
  expect(hits[0]?.params['items']).toContainEqual({ ...TANK, item_list_name: 'Product List', index: 1 });
  await addButton(page, TANK.item_name).click();
  await expect(page.locator('a.added_to_cart')).toHaveCount(1);
  expected.push({ name: 'add_to_cart', page: '/shop/', params: { items: [{ ...TANK, quantity: 1 }] } });
  await expectHits(hits, expected);
  await addButton(page, TANK_30.item_name).click();
  await expect(page.locator('a.added_to_cart')).toHaveCount(2);
  expected.push({ name: 'add_to_cart', page: '/shop/', params: { items: [{ ...TANK_30, quantity: 1 }] } });
  await expectHits(hits, expected);

  // A product link from the listing: select_content, then the product page's related list and view_item.
  await page.locator('ul.products .product').filter({ hasText: ARM.item_name }).locator('a.woocommerce-loop-product__link').click();
  await expect(page).toHaveURL(ARM_PAGE);
  await expectMode(page);
  jquery['product'] = await jqueryOn(page);
  expected.push({ name: 'select_content', page: '/shop/', params: { content_type: 'product', content_id: ARM.item_id } });
  expected.push(await listOf(page, 'section.related', ARM_PAGE));
  expected.push({ name: 'view_item', page: ARM_PAGE, params: { items: [{ ...ARM, item_list_name: 'Product List' }] } });
  await expectHits(hits, expected);

  // Add from the product page: WooCommerce's form post; the page it answers reports add_to_cart, and is a view again.
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.locator('.woocommerce-message').first()).toContainText('has been added to your cart');
  await expectMode(page);
  expected.push({ name: 'add_to_cart', page: ARM_PAGE, params: { items: [{ ...ARM, quantity: 1 }] } });
  expected.push(await listOf(page, 'section.related', ARM_PAGE));
  expected.push({ name: 'view_item', page: ARM_PAGE, params: { items: [{ ...ARM, item_list_name: 'Product List' }] } });
  await expectHits(hits, expected);

  // The mini-cart: remove the 30 L tank (WooCommerce's removed_from_cart, heard by the plugin's inline handler).
  const miniCart = page.locator('.site-header-cart .widget_shopping_cart');
  await page.locator('.site-header-cart').hover();
  await miniCart.locator('.woocommerce-mini-cart-item').filter({ hasText: TANK_30.item_name }).locator('a.remove_from_cart_button').click();
  await expect(miniCart.locator('.woocommerce-mini-cart-item')).toHaveCount(2);
  expected.push({ name: 'remove_from_cart', page: ARM_PAGE, params: { items: [{ ...TANK_30, quantity: 1 }] } });
  await expectHits(hits, expected);

  // The cart: remove the tank (a click on its remove link, heard by the plugin's own listener).
  await page.goto('/cart/');
  await expectMode(page);
  jquery['cart'] = await jqueryOn(page);
  const remove = page.locator('.woocommerce-cart-form').getByRole('button', { name: `Remove ${TANK.item_name} from cart` });
  await remove.click();
  await expect(remove).toHaveCount(0);
  await expect(page.locator('.woocommerce-cart-form')).toContainText(ARM.item_name);
  expected.push({ name: 'remove_from_cart', page: '/cart/', params: { items: [{ ...TANK, quantity: 1 }] } });
  await expectHits(hits, expected);

  // Checkout: begin_checkout with the cart's total as the page shows it (the arm and the store's flat rate).
  await page.goto('/checkout/');
  await expectMode(page);
  jquery['checkout'] = await jqueryOn(page);
  const total = await amount(page, '.order-total .woocommerce-Price-amount');
  expect(total).toBeGreaterThan(ARM.price);
  expected.push({ name: 'begin_checkout', page: '/checkout/', params: { currency: 'USD', value: total, items: [{ ...ARM, quantity: 1 }] } });
  await expectHits(hits, expected);

  // Place the order with Cheque: purchase on the order-received page, with the order's id, totals and items.
  await fillBillingStart(page, 'Analytics');
  await page.locator('#billing_postcode').fill('50010');
  await page.locator('#billing_phone').fill('5155550100');
  await page.locator('#billing_email').fill('ada@example.test');
  await page.locator('#billing_state').selectOption('IA');
  await expect(page.locator('.blockUI')).toHaveCount(0);
  await page.locator('#payment label').getByText('Check payments', { exact: true }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/order-received\/(\d+)/, { timeout: 20_000 });
  jquery['order received'] = await jqueryOn(page);
  const orderId = Number(/order-received\/(\d+)/.exec(page.url())?.[1]);
  const orderTotal = await amount(page, '.woocommerce-order-overview__total .woocommerce-Price-amount');
  const shipping = orderTotal - ARM.price;
  const received = /^\/checkout\/order-received\/\d+\/\?key=wc_order_\w+&utm_nooverride=1$/;
  expected.push({
    name: 'purchase',
    page: received,
    params: { transaction_id: orderId, affiliation: 'SkyField Drone Supply', currency: 'USD', value: orderTotal, tax: 0, shipping, items: [{ ...ARM, quantity: 1 }] },
  });
  expect(orderTotal).toBe(total);
  await expectHits(hits, expected);

  // A second view of the order-received page reports nothing again (the plugin marks the order tracked).
  await page.reload();
  await page.waitForFunction(() => document.readyState === 'complete' && Boolean((window as { wcIslandsGtag?: unknown }).wcIslandsGtag));
  await expectHits(hits, expected);

  expect(errors).toEqual([]);
  // Its script needs no jQuery (wp-hooks, wp-i18n, gtag): with wc-islands no page of the journey prints it, and
  // add_to_cart reaches its inline handler through the bundle's own inline calls (src/core/events/callInlineHandlers.ts).
  const pages = ['shop', 'product', 'cart', 'checkout', 'order received'];
  expect(jquery).toEqual(Object.fromEntries(pages.map((name) => [name, mode === 'legacy'])));
  writeFileSync(join(tmpdir(), `wc-islands-real-store-ga4-${mode}.json`), JSON.stringify({ jquery, hits }, null, 1));
  test.info().annotations.push({ type: 'ga4', description: `${hits.map((hit) => hit.name).join(', ')}; jQuery: ${JSON.stringify(jquery)}` });
});
