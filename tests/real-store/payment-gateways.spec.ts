import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectScriptErrors, countWcAjax, fillBillingAndAwaitReview, mode, openCheckoutWithProduct, skipMessage } from './support/realStore.ts';

// Payment gateways on the real classic checkout (issue #32, docs/reference/payment-gateways.md): our fixtures of
// Stripe's classic checkout and PayPal Payments' buttons, registered under the real plugins' handles and
// dependencies with stand-ins for their server sides (mu-plugins/wc-islands-test-gateways.php, switched on by a
// cookie). js.stripe.com is answered at the browser's edge by our Stripe.js stand-in; nothing leaves the machine.
// Run with the plugin and, as control, without it: WooCommerce's own checkout.js is the reference.

test.skip(!process.env.REALSTORE_URL, skipMessage);

const PRODUCT = 24;
const STRIPE_JS = readFileSync(new URL('../../server/public/compat/stripe-js.js', import.meta.url), 'utf8');

type Seen = { events: Array<Record<string, unknown> & { name: string }>; asks?: Array<Record<string, unknown>>; errors: string[] };
const seen = (page: Page, key: 'wcIslandsStripe' | 'wcIslandsPayPal'): Promise<Seen> =>
  page.evaluate((name) => JSON.parse(JSON.stringify((window as unknown as Record<string, unknown>)[name])) as Seen, key);

const isCheckoutAjax = (url: URL): boolean => url.searchParams.get('wc-ajax') === 'checkout';

async function openCheckout(page: Page, gateway: string): Promise<void> {
  await page.context().addCookies([{ name: 'wc_islands_demo_gateways', value: gateway, url: process.env.REALSTORE_URL ?? '' }]);
  await page.route((url) => url.hostname === 'js.stripe.com', (route) => route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS }));
  await openCheckoutWithProduct(page, PRODUCT);
}

/** Picks a payment method by its label, as a shopper clicks it (Storefront draws its own radio). */
const choosePayment = (page: Page, label: string) => page.locator('#payment label').getByText(label, { exact: true }).click();

/** The billing address, then the review it asks for has arrived and nothing is blocked. */
const fillBilling = (page: Page, email = 'ada@example.test') => fillBillingAndAwaitReview(page, 'Farmer', email);

/** What this page runs for the checkout: WooCommerce's checkout.js, the islands' loader, jQuery. */
async function checkoutScripts(page: Page): Promise<{ checkoutJs: boolean; jquery: boolean }> {
  return page.evaluate(() => ({
    checkoutJs: document.querySelector('script[src*="/woocommerce/assets/js/frontend/checkout"]') !== null,
    jquery: typeof (window as unknown as { jQuery?: unknown }).jQuery === 'function',
  }));
}

async function expectFormUsable(page: Page): Promise<void> {
  await expect(page.locator('form.checkout .blockUI')).toHaveCount(0);
  await expect(page.locator('form.checkout')).not.toHaveClass(/\bprocessing\b/);
  const notes = page.locator('#order_comments');
  await notes.pressSequentially('Ring twice');
  await expect(notes).toHaveValue('Ring twice');
}

test(`[${mode}] Stripe's classic checkout mounts, vetoes, submits itself, and one order is placed over wc-ajax`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await openCheckout(page, 'stripe');
  // Stripe depends on wc-checkout: WordPress prints checkout.js for it with the plugin too (the island stays off).
  expect(await checkoutScripts(page)).toEqual({ checkoutJs: true, jquery: true });
  await choosePayment(page, 'Credit / Debit Card');
  await fillBilling(page);
  await page.locator('.payment_box.payment_method_stripe').getByLabel('Card number').fill('4242 4242 4242 4242');
  const checkouts = countWcAjax(page, 'checkout');
  let atSubmit: Seen | undefined;
  await page.route(isCheckoutAjax, async (route) => {
    atSubmit = await seen(page, 'wcIslandsStripe');
    await route.continue();
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/order-received\/(\d+)/, { timeout: 20_000 });
  expect(checkouts.count).toBe(1);
  const ask = { argCount: 2, thisIsForm: true, formIsWrapped: true, paymentMethod: 'stripe' };
  expect(atSubmit?.asks).toEqual([{ ...ask, completed: false }, { ...ask, completed: true }]);
  expect(atSubmit?.events).toContainEqual({ name: 'updated_checkout', argCount: 2, dataHasFragments: true });
  expect(errors).toEqual([]);
});

test(`[${mode}] a declined Stripe card shows its notice, triggers checkout_error and leaves the form usable`, async ({ page }) => {
  await openCheckout(page, 'stripe');
  await choosePayment(page, 'Credit / Debit Card');
  await fillBilling(page);
  await page.locator('.payment_box.payment_method_stripe').getByLabel('Card number').fill('4000 0000 0000 0002');
  const checkouts = countWcAjax(page, 'checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expectFormUsable(page);
  expect(checkouts.count).toBe(0);
  expect((await seen(page, 'wcIslandsStripe')).events.filter((event) => event.name === 'checkout_error')).toEqual([{ name: 'checkout_error', argCount: 1 }]);
});

test(`[${mode}] PayPal's buttons replace Place order and one order is placed by its click`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await openCheckout(page, 'ppcp-gateway');
  const scripts = await checkoutScripts(page);
  // PayPal depends on jquery only: with the plugin, the checkout island does checkout.js's part beside jQuery.
  expect(scripts).toEqual({ checkoutJs: mode === 'legacy', jquery: true });
  await fillBilling(page);
  await choosePayment(page, 'PayPal');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeHidden();
  const checkouts = countWcAjax(page, 'checkout');
  const before = await seen(page, 'wcIslandsPayPal');
  expect(before.events).toContainEqual({ name: 'updated_checkout', argCount: 2 });
  expect(before.events).toContainEqual({ name: 'payment_method_selected', argCount: 1 });
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page).toHaveURL(/order-received\/(\d+)/, { timeout: 20_000 });
  expect(checkouts.count).toBe(1);
  expect(errors).toEqual([]);
});

test(`[${mode}] a refused PayPal order shows its notice, triggers checkout_error with [ html ] and leaves the form usable`, async ({ page }) => {
  await openCheckout(page, 'ppcp-gateway');
  await fillBilling(page, 'ada@decline.test');
  await choosePayment(page, 'PayPal');
  const checkouts = countWcAjax(page, 'checkout');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'PayPal could not create the order.' })).toBeVisible();
  await expectFormUsable(page);
  expect(checkouts.count).toBe(0);
  expect((await seen(page, 'wcIslandsPayPal')).events.filter((event) => event.name === 'checkout_error')).toEqual([{ name: 'checkout_error', argCount: 2, htmlType: 'string' }]);
});
