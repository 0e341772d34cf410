import { existsSync, readFileSync, rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { paypalEdge, setPayPalButtonLocations } from './support/paypal.ts';
import { collectScriptErrors, countWcAjax, expectMode, fillBillingAndAwaitReview, mode, nextReview, openCheckoutWithProduct, realStoreDir, skipMessage, sql, wpCli } from './support/realStore.ts';

// The real WooCommerce PayPal Payments (issue #32, docs/reference/woocommerce-paypal-payments.md), built from its
// source by plugins/paypal-payments.mjs, on the real classic checkout: its own smart-button script, its own AJAX
// endpoints and gateway. PayPal's REST API is answered in PHP by mu-plugins/wc-islands-test-paypal-api.php, the
// JS SDK at the browser's edge by support/paypal-sdk-stand-in.js. Run with wc-islands and, as control, without it.

test.skip(!process.env.REALSTORE_URL, skipMessage);

const PLUGIN_FILE = 'woocommerce-paypal-payments/woocommerce-paypal-payments.php';
const PLUGIN_DIR = `${realStoreDir}/wp/wp-content/plugins/woocommerce-paypal-payments`;
const BUILT = `${PLUGIN_DIR}/modules/ppcp-button/assets/js/button.js`;
const API_LOG = `${realStoreDir}/wp/wp-content/wc-islands-paypal-api.log`;
const PRODUCT = 24;

test.beforeAll(() => {
  test.skip(!existsSync(`${PLUGIN_DIR}/vendor/autoload.php`) || !existsSync(BUILT), `WooCommerce PayPal Payments is not installed on the store (${PLUGIN_DIR}): see the line plugins/paypal-payments.mjs printed`);
  wpCli('activate-plugin', PLUGIN_FILE);
});
test.afterAll(() => {
  if (existsSync(BUILT)) wpCli('deactivate-plugin', PLUGIN_FILE);
});

/** The stand-in API's calls since the log was cleared ("POST /v2/checkout/orders 201"). */
const apiCalls = (): string[] => (existsSync(API_LOG) ? readFileSync(API_LOG, 'utf8').trim().split('\n').filter(Boolean) : []);

type Sdk = { renders: number; clicks: number; created: string[]; approved: string[]; errors: string[] };
const sdk = (page: Page): Promise<Sdk> => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { wcIslandsPayPalSdk: Sdk }).wcIslandsPayPalSdk)) as Sdk);

const payButtons = (page: Page) => page.locator('#ppc-button-ppcp-gateway').getByRole('button', { name: 'Pay with PayPal' });
const choosePayment = (page: Page, label: string) => page.locator('#payment label').getByText(label, { exact: true }).click();

/** The events the plugin's script hears and sends, recorded as it sees them (on the body, through jQuery). */
async function listen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { jQuery: (target: unknown) => { on: (events: string, handler: (...args: unknown[]) => void) => void }; wcIslandsHeard: Array<{ name: string; htmlType?: string }> };
    w.wcIslandsHeard = [];
    w.jQuery(document.body).on('updated_checkout payment_method_selected checkout_error', (event: unknown, html?: unknown) => {
      const { type } = event as { type: string };
      w.wcIslandsHeard.push(type === 'checkout_error' ? { name: type, htmlType: typeof html } : { name: type });
    });
  });
}
const heard = (page: Page): Promise<Array<{ name: string; htmlType?: string }>> => page.evaluate(() => (window as unknown as { wcIslandsHeard: Array<{ name: string; htmlType?: string }> }).wcIslandsHeard);

async function openCheckout(page: Page): Promise<void> {
  await openCheckoutWithProduct(page, PRODUCT);
  await listen(page);
}

/** The billing address; the review it asks for has arrived and nothing is blocked. */
const fillBilling = (page: Page, email: string) => fillBillingAndAwaitReview(page, 'Farmer', email);

/** Exactly one PayPal button shows, and WooCommerce's Place order is hidden for it. */
async function expectOnePayPalButton(page: Page): Promise<void> {
  await expect(payButtons(page)).toHaveCount(1);
  await expect(payButtons(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeHidden();
}

test(`[${mode}] PayPal Payments' buttons survive every review and method change, and one approval places one paid order`, async ({ page }) => {
  rmSync(API_LOG, { force: true });
  const errors = collectScriptErrors(page);
  const edge = await paypalEdge(page);
  await openCheckout(page);
  const scripts = await page.evaluate(() => ({
    checkoutJs: document.querySelector('script[src*="/woocommerce/assets/js/frontend/checkout"]') !== null,
    blockUi: typeof (window as unknown as { jQuery: { fn: { block?: unknown } } }).jQuery.fn.block === 'function',
    scrollToNotices: typeof (window as unknown as { jQuery: { scroll_to_notices?: unknown } }).jQuery.scroll_to_notices === 'function',
  }));
  // Its script depends on jquery only: with wc-islands the checkout island does checkout.js's part; BlockUI and
  // $.scroll_to_notices, which it calls without declaring them, are there either way.
  expect(scripts).toEqual({ checkoutJs: mode === 'legacy', blockUi: true, scrollToNotices: true });

  await choosePayment(page, 'PayPal');
  await expectOnePayPalButton(page);
  await fillBilling(page, 'ada@example.test');
  await expectOnePayPalButton(page);
  // Another method and back: Place order returns for it, then gives way to PayPal's button again.
  await choosePayment(page, 'Cash on delivery');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(payButtons(page)).toBeHidden();
  await choosePayment(page, 'PayPal');
  await expectOnePayPalButton(page);
  // A review the shopper asks for by changing the address again replaces the payment box: the button comes back.
  const review = nextReview(page);
  await page.locator('#billing_state').selectOption('NE');
  await review;
  await expect(page.locator('.blockUI')).toHaveCount(0);
  await expectOnePayPalButton(page);
  const events = (await heard(page)).map((event) => event.name);
  expect(events).toContain('updated_checkout');
  expect(events).toContain('payment_method_selected');

  const checkouts = countWcAjax(page, 'checkout');
  const creates = countWcAjax(page, 'ppc-create-order');
  const approvals = countWcAjax(page, 'ppc-approve-order');
  await payButtons(page).click();
  await expect(page).toHaveURL(/order-received\/(\d+)/, { timeout: 20_000 });
  const orderId = Number(/order-received\/(\d+)/.exec(page.url())?.[1]);
  expect({ checkouts: checkouts.count, creates: creates.count, approvals: approvals.count }).toEqual({ checkouts: 1, creates: 1, approvals: 1 });
  // One PayPal order created and captured once, and it is this WooCommerce order's (and no other's).
  const calls = apiCalls();
  expect(calls.filter((call) => call.startsWith('POST /v2/checkout/orders ')).length).toBe(1);
  expect(calls.filter((call) => /^POST \/v2\/checkout\/orders\/\w+\/capture 201$/.test(call)).length).toBe(1);
  const paypalOrder = sql(`SELECT meta_value FROM wp_wc_orders_meta WHERE order_id = ${orderId} AND meta_key = '_ppcp_paypal_order_id'`).trim();
  expect(paypalOrder).toMatch(/^WCIS/);
  expect(sql(`SELECT COUNT(*) FROM wp_wc_orders_meta WHERE meta_key = '_ppcp_paypal_order_id' AND meta_value = '${paypalOrder}'`).trim()).toBe('1');
  expect(sql(`SELECT status, payment_method FROM wp_wc_orders WHERE id = ${orderId}`).trim()).toBe('wc-processing\tppcp-gateway');
  expect(edge.sdkLoads.length).toBeGreaterThan(0);
  expect(edge.refused).toEqual([]);
  expect(errors).toEqual([]);
});

test(`[${mode}] an order PayPal refuses shows its notice, triggers checkout_error with [ html ] and leaves the form usable`, async ({ page }) => {
  rmSync(API_LOG, { force: true });
  await paypalEdge(page);
  const ordersBefore = sql('SELECT COUNT(*) FROM wp_wc_orders').trim();
  await openCheckout(page);
  await choosePayment(page, 'PayPal');
  await fillBilling(page, 'ada@decline.test');
  await expectOnePayPalButton(page);
  const checkouts = countWcAjax(page, 'checkout');
  await payButtons(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'PAYEE_BLOCKED_TRANSACTION' })).toBeVisible();
  expect((await heard(page)).filter((event) => event.name === 'checkout_error')).toEqual([{ name: 'checkout_error', htmlType: 'string' }]);
  await expect(page.locator('form.checkout .blockUI')).toHaveCount(0);
  await expect(page.locator('form.checkout')).not.toHaveClass(/\bprocessing\b/);
  const notes = page.locator('#order_comments');
  await notes.pressSequentially('Ring twice');
  await expect(notes).toHaveValue('Ring twice');
  await expectOnePayPalButton(page);
  expect(checkouts.count).toBe(0);
  expect((await sdk(page)).approved).toEqual([]);
  expect(sql('SELECT COUNT(*) FROM wp_wc_orders').trim()).toBe(ordersBefore);
});

test(`[${mode}] with PayPal Payments' buttons on the checkout, only the checkout prints jQuery (with wc-islands)`, async ({ page }) => {
  await paypalEdge(page);
  const pages: Record<string, string> = { home: '/', shop: '/shop/', product: '/product/carbon-frame-arm-a10-cw/', cart: '/cart/', checkout: '/checkout/', 'my-account': '/my-account/' };
  await page.goto(`/shop/?add-to-cart=${PRODUCT}`);
  await expect(page.locator('.site-header-cart .count').first()).toHaveText('1 item');
  const seen: Record<string, { jquery: boolean; smartButtons: boolean }> = {};
  for (const [name, path] of Object.entries(pages)) {
    await page.goto(path);
    await expectMode(page);
    // After DOMContentLoaded every classic script the page prints has run (jQuery is one).
    await page.waitForLoadState('domcontentloaded');
    seen[name] = await page.evaluate(() => ({
      jquery: typeof (window as unknown as { jQuery?: unknown }).jQuery === 'function',
      smartButtons: document.querySelector('script[src*="/modules/ppcp-button/assets/js/button.js"]') !== null,
    }));
  }
  // Its button.js depends on jquery: WordPress prints jQuery (and the islands BlockUI) where it prints the buttons.
  const expected = Object.fromEntries(Object.keys(pages).map((name) => [name, { jquery: mode === 'legacy' || name === 'checkout', smartButtons: name === 'checkout' }]));
  expect(seen).toEqual(expected);
});

test.describe('with its buttons on product pages too', () => {
  test.beforeAll(() => setPayPalButtonLocations(['product', 'checkout']));
  test.afterAll(() => setPayPalButtonLocations(['checkout']));

  test(`[${mode}] PayPal's button on a product page buys that product: the checkout continues the approved order and Place order places one`, async ({ page }) => {
    rmSync(API_LOG, { force: true });
    const errors = collectScriptErrors(page);
    await paypalEdge(page);
    await page.goto('/product/carbon-frame-arm-a10-cw/');
    await expectMode(page);
    await page.locator('.woocommerce-store-notice').getByRole('button', { name: 'Dismiss' }).click();
    const counts = Object.fromEntries(['ppc-change-cart', 'ppc-create-order', 'ppc-approve-order', 'checkout'].map((endpoint) => [endpoint, countWcAjax(page, endpoint)]));
    // Its single-product context puts this product in the cart (ppc-change-cart), creates and approves the PayPal
    // order, then sends the payer to the checkout to finish there.
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page).toHaveURL(/\/checkout\/$/, { timeout: 20_000 });
    await expectMode(page);
    await expect(page.getByText('You are currently paying with PayPal.')).toBeVisible();
    await expect(page.locator('.site-header-cart .count').first()).toHaveText('1 item');
    // PayPal's payer filled name and e-mail; the shopper completes the address.
    await page.locator('#billing_address_1').fill('12 Field Rd');
    await page.locator('#billing_city').fill('Ames');
    await page.locator('#billing_postcode').fill('50010');
    await page.locator('#billing_phone').fill('5155550100');
    const review = nextReview(page);
    await page.locator('#billing_state').selectOption('IA');
    await review;
    await expect(page.locator('.blockUI')).toHaveCount(0);
    await expect(page.getByText('You are currently paying with PayPal.')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/order-received\/(\d+)/, { timeout: 20_000 });
    const orderId = Number(/order-received\/(\d+)/.exec(page.url())?.[1]);
    expect(Object.fromEntries(Object.entries(counts).map(([endpoint, counter]) => [endpoint, counter.count]))).toEqual({ 'ppc-change-cart': 1, 'ppc-create-order': 1, 'ppc-approve-order': 1, checkout: 1 });
    const calls = apiCalls();
    expect(calls.filter((call) => call.startsWith('POST /v2/checkout/orders ')).length).toBe(1);
    expect(calls.filter((call) => /^POST \/v2\/checkout\/orders\/\w+\/capture 201$/.test(call)).length).toBe(1);
    const paypalOrder = sql(`SELECT meta_value FROM wp_wc_orders_meta WHERE order_id = ${orderId} AND meta_key = '_ppcp_paypal_order_id'`).trim();
    expect(sql(`SELECT COUNT(*) FROM wp_wc_orders_meta WHERE meta_key = '_ppcp_paypal_order_id' AND meta_value = '${paypalOrder}'`).trim()).toBe('1');
    expect(sql(`SELECT status, payment_method FROM wp_wc_orders WHERE id = ${orderId}`).trim()).toBe('wc-processing\tppcp-gateway');
    expect(sql(`SELECT order_item_name FROM wp_woocommerce_order_items WHERE order_id = ${orderId} AND order_item_type = 'line_item'`).trim()).toBe('Carbon Frame Arm for A10 (CW)');
    expect(errors).toEqual([]);
  });
});
