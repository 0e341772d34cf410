import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectScriptErrors, countWcAjax, expectMode, fillBillingAndAwaitReview, mode, nextReview, openCheckoutWithProduct, orderMeta, realStoreDir, skipMessage, sql, wpCli } from './support/realStore.ts';

// The real WooCommerce Stripe Gateway (issue #32, docs/reference/woocommerce-gateway-stripe.md), built from its
// public source by plugins/stripe-gateway.mjs and switched on here in test mode, card payments through its classic
// checkout script (upe_classic.js). js.stripe.com is answered at the browser's edge by our Stripe.js stand-in
// (server/public/compat/stripe-js.js), its PHP calls to api.stripe.com inside WordPress by
// mu-plugins/wc-islands-test-stripe-api.php, which logs each call. Run with the plugin and, as control, without it.

test.skip(!process.env.REALSTORE_URL, skipMessage);
const PLUGIN_FILE = 'woocommerce-gateway-stripe/woocommerce-gateway-stripe.php';
test.skip(!existsSync(`${realStoreDir}/wp/wp-content/plugins/${PLUGIN_FILE}`), 'WooCommerce Stripe Gateway is not installed on the store: plugins/stripe-gateway.mjs says why');
test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  wpCli('activate-plugin', PLUGIN_FILE);
});
test.afterAll(() => {
  wpCli('deactivate-plugin', PLUGIN_FILE);
});

const PRODUCT = 24;
const STRIPE_JS = readFileSync(new URL('../../server/public/compat/stripe-js.js', import.meta.url), 'utf8');
const API_LOG = `${realStoreDir}/wp/wp-content/wc-islands-test-stripe-api.log`;

/** The calls the gateway's PHP made to api.stripe.com from now on (the stand-in's log), as `METHOD path`. */
function stripeApiCalls(): () => string[] {
  const start = existsSync(API_LOG) ? readFileSync(API_LOG, 'utf8').length : 0;
  return () => (existsSync(API_LOG) ? readFileSync(API_LOG, 'utf8').slice(start) : '').split('\n').filter(Boolean).map((line) => {
    const call = JSON.parse(line) as { method: string; path: string };
    return `${call.method} ${call.path.replace(/\/(pm|pi|cus|ch)_\w+/, '/$1_…')}`;
  });
}

type Seen = { asks: number; events: Array<{ name: string; argCount: number }> };

/**
 * Records, from the page's first script on, what WooCommerce's events carry and how often the checkout asks the
 * Stripe veto (`checkout_place_order_stripe`, a jQuery handler on form.checkout). Bound at DOMContentLoaded, before
 * jQuery's ready callbacks run (the gateway binds its own there), and returning nothing, so the answer is the gateway's.
 * Also keeps the card box the server printed, to tell whether a review replaced it.
 */
function recordCheckoutEvents(): void {
  const seen: Seen = { asks: 0, events: [] };
  (window as unknown as { wcIslandsStripeSeen: Seen }).wcIslandsStripeSeen = seen;
  document.addEventListener('DOMContentLoaded', () => {
    (window as unknown as { wcIslandsPrintedStripeBox: unknown }).wcIslandsPrintedStripeBox = document.querySelector('.wc-stripe-upe-element');
    const $ = (window as unknown as { jQuery?: (target: unknown) => { on: (events: string, handler: (...args: unknown[]) => void) => void } }).jQuery;
    if (!$) return;
    $(document.body).on('updated_checkout checkout_error', function (this: unknown, ...args: unknown[]) {
      seen.events.push({ name: (args[0] as Event).type, argCount: args.length });
    });
    $('form.checkout').on('checkout_place_order_stripe', () => {
      seen.asks += 1;
    });
  });
}

const seenOnPage = (page: Page): Promise<Seen> => page.evaluate(() => (window as unknown as { wcIslandsStripeSeen: Seen }).wcIslandsStripeSeen);
const cardField = (page: Page) => page.locator('.payment_box.payment_method_stripe').getByLabel('Card number');

async function openCheckout(page: Page): Promise<void> {
  await page.addInitScript(recordCheckoutEvents);
  await page.route((url) => url.hostname === 'js.stripe.com', (route) => route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS }));
  await openCheckoutWithProduct(page, PRODUCT);
  await page.locator('#payment label').getByText('Credit / Debit Card').click();
  await expect(cardField(page)).toBeVisible();
}

/** The billing address, each field that asks for a review waited for, then the card number typed into Stripe's field. */
async function fillBillingAndCard(page: Page, email: string, card: string): Promise<void> {
  await fillBillingAndAwaitReview(page, 'Stripe', email);
  await cardField(page).fill(card);
}

/**
 * Nothing covers the form and the shopper can type in it. BlockUI leaves its hidden layers behind when the overlay is
 * removed other than by its own unblock(): only a visible one blocks.
 */
async function expectFormUsable(page: Page): Promise<void> {
  await expect(page.locator('form.checkout .blockUI').filter({ visible: true })).toHaveCount(0);
  await expect(page.locator('form.checkout')).not.toHaveClass(/\bprocessing\b/);
  const notes = page.locator('#order_comments');
  await notes.fill('');
  await notes.pressSequentially('Ring twice');
  await expect(notes).toHaveValue('Ring twice');
}

/** Orders placed with this billing email, newest first: id and status. */
const ordersOf = (email: string): string[] => sql(`SELECT id, status, payment_method FROM wp_wc_orders WHERE billing_email = '${email}' ORDER BY id DESC`).split('\n').filter(Boolean);

const uniqueEmail = (name: string): string => `${name}-${mode}-${Date.now()}@example.test`;

test(`[${mode}] Stripe's Payment Element mounts on the classic checkout and survives every order review`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await openCheckout(page);
  // Stripe declares wc-checkout: WordPress prints WooCommerce's checkout.js for it with the plugin too (the island stays off).
  expect(await page.locator('script[src*="/woocommerce/assets/js/frontend/checkout"]').count()).toBe(1);
  // The first review replaced the box the server printed; the gateway mounted its Element into the new one.
  expect(await page.evaluate(() => (window as unknown as { wcIslandsPrintedStripeBox: Element | null }).wcIslandsPrintedStripeBox?.isConnected)).toBe(false);
  // checkout.js (and the island) asks for a review on an address change only once the address is complete.
  await fillBillingAndCard(page, uniqueEmail('reviews'), '4242 4242 4242 4242');
  const reviews = countWcAjax(page, 'update_order_review');
  for (const state of ['NE', 'MN', 'IA']) {
    const review = nextReview(page);
    await page.locator('#billing_state').selectOption(state);
    await review;
    await expect(page.locator('.blockUI')).toHaveCount(0);
    // checkout.js (11.0) replaces the payment box only when its markup changed, which these reviews do not do.
    await expect(cardField(page)).toHaveValue('4242 4242 4242 4242');
  }
  expect(reviews.count).toBe(3);
  expect(await page.locator('.wc-stripe-upe-element').count()).toBe(1);
  const updated = (await seenOnPage(page)).events.filter((event) => event.name === 'updated_checkout');
  expect(updated.length).toBeGreaterThanOrEqual(5);
  expect(updated.every((event) => event.argCount === 2)).toBe(true);
  expect(errors).toEqual([]);
});

test(`[${mode}] a card payment asks Stripe's veto once per place order, pays once and places exactly one order`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  const email = uniqueEmail('paid');
  await openCheckout(page);
  await fillBillingAndCard(page, email, '4242 4242 4242 4242');
  const checkouts = countWcAjax(page, 'checkout');
  const posted: string[] = [];
  let atSubmit: Seen | undefined;
  // What the page had seen when WooCommerce posted the order (the order-received page is a new document).
  await page.route((url) => url.searchParams.get('wc-ajax') === 'checkout', async (route) => {
    posted.push(new URLSearchParams(route.request().postData() ?? '').get('wc-stripe-payment-method') ?? '');
    atSubmit = await seenOnPage(page);
    await route.continue();
  });
  const calls = stripeApiCalls();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/order-received\/(\d+)/, { timeout: 20_000 });
  expect(checkouts.count).toBe(1);
  // The gateway created one payment method in the browser and posted it with WooCommerce's one AJAX submit.
  expect(posted).toEqual(['pm_standin1']);
  // Asked twice: its own veto (false, while it creates the payment method), then its own jQuery submit let through.
  expect(atSubmit?.asks).toBe(2);
  expect(calls().filter((call) => call.startsWith('POST payment_intents'))).toEqual(['POST payment_intents']);
  const orders = ordersOf(email);
  expect(orders).toHaveLength(1);
  const [id, status, method] = (orders[0] ?? '').split('\t');
  expect([status, method]).toEqual(['wc-processing', 'stripe']);
  expect(orderMeta(Number(id), '_stripe_intent_id')).toMatch(/^pi_/);
  expect(errors).toEqual([]);
});

test(`[${mode}] a card Stripe declines shows its notice, triggers checkout_error once, leaves the form usable and posts nothing`, async ({ page }) => {
  const email = uniqueEmail('declined');
  await openCheckout(page);
  await fillBillingAndCard(page, email, '4000 0000 0000 0002');
  const checkouts = countWcAjax(page, 'checkout');
  const calls = stripeApiCalls();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expectFormUsable(page);
  const seen = await seenOnPage(page);
  expect(seen.events.filter((event) => event.name === 'checkout_error')).toEqual([{ name: 'checkout_error', argCount: 1 }]);
  expect(seen.asks).toBe(1);
  expect(checkouts.count).toBe(0);
  expect(calls()).toEqual([]);
  expect(ordersOf(email)).toEqual([]);
  // The form is still the shopper's: another card, and the same button places one order.
  await cardField(page).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/order-received\/(\d+)/, { timeout: 20_000 });
  expect(checkouts.count).toBe(1);
  expect(ordersOf(email)).toHaveLength(1);
});

test(`[${mode}] a card declined when the store pays with it shows WooCommerce's notice and a second card pays the same order`, async ({ page }) => {
  const email = uniqueEmail('insufficient');
  await openCheckout(page);
  await fillBillingAndCard(page, email, '4000 0000 0000 9995');
  const checkouts = countWcAjax(page, 'checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' })).toBeVisible();
  await expectFormUsable(page);
  expect(checkouts.count).toBe(1);
  expect((await seenOnPage(page)).events.filter((event) => event.name === 'checkout_error')).toHaveLength(1);
  await cardField(page).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/order-received\/(\d+)/, { timeout: 20_000 });
  expect(checkouts.count).toBe(2);
  // WooCommerce resumes the failed order from the session: still one order, now paid.
  const orders = ordersOf(email);
  expect(orders).toHaveLength(1);
  expect((orders[0] ?? '').split('\t')[1]).toBe('wc-processing');
});

/** Page types a guest walks, measured with Stripe active; cart and checkout with one item in the cart. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop/' },
  { name: 'simple product', path: '/product/kestrel-m3-mapping-drone/' },
  { name: 'variable product', path: '/product/agriwing-t-series-spraying-drone/' },
  { name: 'my account', path: '/my-account/' },
  { name: 'cart', path: '/cart/' },
  { name: 'checkout', path: '/checkout/' },
] as const;

test(`[${mode}] which page types print jQuery, checkout.js and Stripe's script with Stripe active (with the plugin only the checkout)`, async ({ page }) => {
  await page.route((url) => url.hostname === 'js.stripe.com', (route) => route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS }));
  await page.goto(`/shop/?add-to-cart=${PRODUCT}`);
  const printed: Record<string, { jquery: boolean; checkoutJs: boolean; stripe: boolean }> = {};
  for (const { name, path } of PAGES) {
    await page.goto(path);
    await expectMode(page);
    printed[name] = await page.evaluate(() => ({
      jquery: document.querySelector('script[src*="/wp-includes/js/jquery/jquery.min.js"]') !== null,
      checkoutJs: document.querySelector('script[src*="/woocommerce/assets/js/frontend/checkout."]') !== null,
      stripe: document.querySelector('script[src*="/woocommerce-gateway-stripe/build/upe_classic.js"]') !== null,
    }));
  }
  console.log(`Stripe active, ${mode}: ${JSON.stringify(printed)}`);
  for (const { name } of PAGES) {
    // With the plugin Stripe's script stays only where it takes payment (plugin/compat-stripe.php), checkout.js with it.
    // Without the plugin Stripe loads it on product and cart pages too, and checkout.js with it.
    const withStripe = mode === 'plugin' ? name === 'checkout' : ['simple product', 'variable product', 'cart', 'checkout'].includes(name);
    expect(printed[name], name).toEqual({ jquery: mode === 'legacy' || withStripe, checkoutJs: withStripe, stripe: withStripe });
  }
});
