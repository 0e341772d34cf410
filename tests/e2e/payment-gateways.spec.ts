import { expect, test, type Page, type Request } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { formField, recordWcAjax } from './support/cart.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { fillBilling } from './support/placeOrder.ts';

// Payment gateways on the classic checkout (issue #32, docs/reference/payment-gateways.md): our own fixtures of
// Stripe's classic checkout script and PayPal Payments' buttons (`?compat=…`, server/public/compat/), with their
// gateways' server sides stood in for by the demo store (server/store/demoGateways.ts, enabled by a cookie) and
// Stripe.js and the PayPal SDK by local stand-ins: nothing leaves the machine. The bundle's checkout island does
// checkout.js's part; each gateway must place the order exactly once through its own submit path.

const CHECKOUT_MOUNTED = 'form.checkout[data-island-mounted~="cart-checkout"]';

type Seen = { events: Array<Record<string, unknown> & { name: string }>; asks?: Array<Record<string, unknown>>; errors: string[] };

const seen = (page: Page, key: 'wcIslandsStripe' | 'wcIslandsPayPal'): Promise<Seen> =>
  page.evaluate((name) => JSON.parse(JSON.stringify((window as unknown as Record<string, unknown>)[name])) as Seen, key);

/** A guest with one product in the cart, on the checkout with the gateway enabled and its script printed. */
async function openCheckout(page: Page, gateway: string, compat: string): Promise<void> {
  await page.goto('/?add-to-cart=33');
  await page.context().addCookies([{ name: 'wc_islands_demo_gateways', value: gateway, url: new URL(page.url()).origin }]);
  const review = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
  await page.goto(`/checkout/?compat=${compat}`);
  await expect(page.locator(CHECKOUT_MOUNTED)).toBeAttached();
  await review;
}

/** Whole-page posts of the checkout form: the browser's own submit, which WooCommerce's AJAX checkout never lets through. */
function recordPagePosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() === 'POST') posts.push(request);
  });
  return posts;
}

/** The form is usable again: no overlay, not processing, and a field takes keystrokes. */
async function expectFormUsable(page: Page): Promise<void> {
  const form = page.locator('form.checkout');
  await expect(form.locator('.blockUI.blockOverlay')).toHaveCount(0);
  await expect(form).not.toHaveClass(/\bprocessing\b/);
  const notes = page.getByLabel('Order notes (optional)');
  await notes.pressSequentially('Ring twice');
  await expect(notes).toHaveValue('Ring twice');
}

test.describe('Stripe classic checkout (its fixture, stand-in Stripe.js)', () => {
  const compat = 'stripe-js,stripe-classic';

  test('mounts its field, vetoes, submits itself and the order is placed once over wc-ajax', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openCheckout(page, 'stripe', compat);
    await page.getByRole('radio', { name: 'Credit / Debit Card' }).check();
    const card = page.locator('.payment_box.payment_method_stripe').getByLabel('Card number');
    await card.fill('4242 4242 4242 4242');
    await fillBilling(page);
    await expectNoAxeViolations(page, '#payment');

    const checkouts = recordWcAjax(page, 'checkout');
    const posts = recordPagePosts(page);
    // What the gateway saw, read while WooCommerce's request is on its way (the page then leaves).
    let atSubmit: Seen | undefined;
    await page.route('**/?wc-ajax=checkout', async (route) => {
      atSubmit = await seen(page, 'wcIslandsStripe');
      await route.continue();
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible({ timeout: 15_000 });

    await expect(page.locator('.woocommerce-order-overview__payment-method')).toHaveText('Payment method: Credit / Debit Card');
    expect(checkouts).toHaveLength(1);
    expect(formField(checkouts[0]!, 'payment_method')).toBe('stripe');
    expect(formField(checkouts[0]!, 'wc-stripe-payment-method')).toBe('pm_standin1');
    expect(posts).toHaveLength(0);
    // checkout.js asks the veto with [ wc_checkout_form ] on the form: first the shopper's click (vetoed), then
    // the gateway's own jQuery submit (let through).
    const ask = { argCount: 2, thisIsForm: true, formIsWrapped: true, paymentMethod: 'stripe' };
    expect(atSubmit?.asks).toEqual([{ ...ask, completed: false }, { ...ask, completed: true }]);
    // updated_checkout( event, data ) after the load's order review, data carrying the fragments.
    expect(atSubmit?.events).toContainEqual({ name: 'updated_checkout', argCount: 2, dataHasFragments: true });
    // checkout.js: once for the method checked at load, once for the shopper's change; no arguments.
    expect(atSubmit?.events.filter((event) => event.name === 'payment_method_selected')).toEqual(Array(2).fill({ name: 'payment_method_selected', argCount: 1 }));
    expect(errors).toEqual([]);
  });

  test('a declined card shows its notice, triggers checkout_error, unblocks the form, and a second card places one order', async ({ page }) => {
    await openCheckout(page, 'stripe', compat);
    await page.getByRole('radio', { name: 'Credit / Debit Card' }).check();
    const card = page.locator('.payment_box.payment_method_stripe').getByLabel('Card number');
    await card.fill('4000 0000 0000 0002');
    await fillBilling(page);
    const checkouts = recordWcAjax(page, 'checkout');

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expectFormUsable(page);
    expect(checkouts).toHaveLength(0);
    const afterDecline = await seen(page, 'wcIslandsStripe');
    expect(afterDecline.events.filter((event) => event.name === 'checkout_error')).toEqual([{ name: 'checkout_error', argCount: 1 }]);
    // No axe run on this notice: it is the gateway's own markup (Stripe writes `<ul role="alert">`, which axe
    // flags as a list without list semantics), not the bundle's.

    await card.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible({ timeout: 15_000 });
    expect(checkouts).toHaveLength(1);
    expect(formField(checkouts[0]!, 'wc-stripe-payment-method')).toBe('pm_standin1');
  });

  test('a refusal from the store after the gateway submitted shows WooCommerce\'s notice and leaves the form usable', async ({ page }) => {
    await openCheckout(page, 'stripe', compat);
    await page.getByRole('radio', { name: 'Credit / Debit Card' }).check();
    await page.locator('.payment_box.payment_method_stripe').getByLabel('Card number').fill('4242 4242 4242 4242');
    await fillBilling(page, 'ana@example.com', false);
    const checkouts = recordWcAjax(page, 'checkout');

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Please read and accept the terms and conditions to proceed with your order.').first()).toBeVisible();
    expect(checkouts).toHaveLength(1);
    await expectFormUsable(page);
    // WooCommerce's checkout_error( event, html ), heard by the gateway.
    const after = await seen(page, 'wcIslandsStripe');
    expect(after.events.filter((event) => event.name === 'checkout_error')).toEqual([{ name: 'checkout_error', argCount: 2 }]);
  });
});

test.describe('PayPal Payments buttons (its fixture, stand-in SDK)', () => {
  const compat = 'paypal-buttons';

  test('swaps Place order for its button on payment_method_selected and places the order once by clicking Place order', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openCheckout(page, 'ppcp-gateway', compat);
    await fillBilling(page);
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeHidden();
    const checkouts = recordWcAjax(page, 'checkout');
    const posts = recordPagePosts(page);
    const before = await seen(page, 'wcIslandsPayPal');
    expect(before.events).toContainEqual({ name: 'updated_checkout', argCount: 2 });
    expect(before.events.filter((event) => event.name === 'payment_method_selected')).toEqual(Array(2).fill({ name: 'payment_method_selected', argCount: 1 }));

    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible({ timeout: 15_000 });
    expect(checkouts).toHaveLength(1);
    expect(formField(checkouts[0]!, 'payment_method')).toBe('ppcp-gateway');
    expect(formField(checkouts[0]!, 'ppcp-resume-order')).toBe('standin_order_1');
    expect(posts).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  test('a refused PayPal order shows its notice, triggers checkout_error with [ html ] and unblocks the form', async ({ page }) => {
    await openCheckout(page, 'ppcp-gateway', compat);
    await fillBilling(page, 'ana@decline.test');
    await page.getByRole('radio', { name: 'PayPal' }).check();
    const checkouts = recordWcAjax(page, 'checkout');

    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'PayPal could not create the order.' })).toBeVisible();
    await expectFormUsable(page);
    expect(checkouts).toHaveLength(0);
    const after = await seen(page, 'wcIslandsPayPal');
    expect(after.events.filter((event) => event.name === 'checkout_error')).toEqual([{ name: 'checkout_error', argCount: 2, htmlType: 'string' }]);
  });
});
