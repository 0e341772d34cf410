import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { chooseOption } from './support/searchableSelect.ts';

const CART_MOUNTED = 'body[data-island-mounted~="cart-checkout"]';
const CHECKOUT_MOUNTED = 'form.checkout[data-island-mounted~="cart-checkout"]';

/** WooCommerce's cart and checkout events, as a jQuery listener on body receives them. */
const EVENTS = [
  'updated_wc_div', 'updated_cart_totals', 'applied_coupon', 'removed_coupon', 'updated_shipping_method', 'wc_cart_emptied',
  'country_to_state_changing', 'country_to_state_changed', 'update_checkout', 'updated_checkout', 'checkout_error',
  'payment_method_selected', 'init_checkout',
];

type Logged = [string, string[]];

/** Records every event above with a summary of its jQuery arguments, and checkout_place_order on the form. */
async function recordJQueryEvents(page: Page): Promise<void> {
  await page.evaluate((names) => {
    const $ = (window as unknown as { jQuery: (t: unknown) => { on: (n: string, f: (...a: unknown[]) => unknown) => void } }).jQuery;
    const log: Array<[string, string[]]> = [];
    (window as unknown as { __events: typeof log }).__events = log;
    const describe = (arg: unknown): string => {
      if (arg && typeof arg === 'object' && 'jquery' in arg) return `$${(arg as unknown as HTMLElement[])[0]?.className.split(' ')[0] ?? ''}`;
      if (arg && typeof arg === 'object') return `{${Object.keys(arg).sort().join(',')}}`;
      return String(arg);
    };
    $(document.body).on(names.join(' '), (event: unknown, ...args: unknown[]) => {
      log.push([(event as { type: string }).type, args.map(describe)]);
    });
    const form = document.querySelector('form.woocommerce-checkout');
    if (form) {
      $(form).on('checkout_place_order checkout_place_order_cod', (event: unknown, ...args: unknown[]) => {
        log.push([(event as { type: string }).type, args.map(describe)]);
        return true;
      });
    }
  }, EVENTS);
}

async function takeEvents(page: Page): Promise<Logged[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __events: Array<[string, string[]]> };
    return w.__events.splice(0);
  });
}

const count = (log: Logged[], name: string): number => log.filter(([n]) => n === name).length;

/** The update_order_review requests each page has sent since they were last taken. */
const reviewRequests = new WeakMap<Page, string[]>();

function countReviewRequests(page: Page): void {
  if (reviewRequests.has(page)) return;
  const sent: string[] = [];
  reviewRequests.set(page, sent);
  page.on('request', (r) => {
    if (r.url().includes('wc-ajax=update_order_review')) sent.push(r.url());
  });
}

const takeReviewRequests = (page: Page): number => reviewRequests.get(page)?.splice(0).length ?? 0;

/**
 * With `?jquery=1`: after one journey step, each named event reached the jQuery listener exactly
 * once, with WooCommerce's arguments where given. Waits for each to arrive (answers come back
 * asynchronously), then for one more frame so a late duplicate would be caught. On the checkout, each
 * `updated_checkout` heard is one update_order_review the page asked since the last step: a listener
 * hearing it twice then tells a second refresh (a second request) from a second event for one answer.
 * Without jQuery: nothing.
 */
async function expectEventsOnce(page: Page, query: string, expected: ReadonlyArray<readonly [string, string[]?]>): Promise<void> {
  if (!query.includes('jquery=1')) return;
  let log: Logged[] = [];
  for (const [name] of expected) {
    await expect.poll(async () => count(log = [...log, ...await takeEvents(page)], name), { message: name }).toBeGreaterThanOrEqual(1);
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  log = [...log, ...await takeEvents(page)];
  const reviews = takeReviewRequests(page);
  expect(reviews, `update_order_review requests for ${JSON.stringify(log)}`).toBe(count(log, 'updated_checkout'));
  for (const [name, args] of expected) {
    expect(count(log, name), `${name} in ${JSON.stringify(log)}`).toBe(1);
    if (args) expect(log).toContainEqual([name, args]);
  }
}

/** Resolves once the page's scroll position held still for three frames (a smooth scroll has ended). */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => {
    let last = -1;
    let still = 0;
    const frame = (): void => {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still >= 3) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }));
}

/** The checkout's review, asked once on load (checkout.js init_checkout), has come back and been drawn. */
function reviewLoaded(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
  return (async () => {
    await answered;
    await expect(page.locator('.woocommerce-checkout-payment[aria-busy], .woocommerce-checkout-review-order-table[aria-busy]')).toHaveCount(0);
  })();
}

async function openPage(page: Page, path: string, mounted: string, query: string): Promise<void> {
  const checkout = mounted === CHECKOUT_MOUNTED;
  if (checkout) countReviewRequests(page);
  const loaded = checkout ? reviewLoaded(page) : null;
  await page.goto(`${path}${query}`);
  await expect(page.locator(mounted)).toBeAttached();
  await loaded;
  // The checkout asks for its review once on load; the steps count their own from here.
  if (checkout) expect(takeReviewRequests(page), 'update_order_review requests on load').toBe(1);
  if (query.includes('jquery=1')) await recordJQueryEvents(page);
}

async function cartJourney(page: Page, query: string): Promise<void> {
  await page.goto('/?add-to-cart=33');
  await page.goto('/?add-to-cart=37');
  await openPage(page, '/cart/', CART_MOUNTED, query);
  // The store notice is fixed over the page's bottom edge, where the shipping radios can sit: a shopper closes it.
  await page.getByRole('complementary', { name: 'Store notice' }).getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('complementary', { name: 'Store notice' })).toBeHidden();
  const update = page.getByRole('button', { name: 'Update cart' });
  await expect(update).toBeDisabled();

  const quantity = page.getByRole('spinbutton').first();
  await quantity.fill('2');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cart updated.' })).toBeVisible();
  await expect(page.getByRole('spinbutton').first()).toHaveValue('2');
  await expectEventsOnce(page, query, [['updated_wc_div', []], ['updated_cart_totals', []]]);

  await page.getByRole('textbox', { name: 'Coupon:' }).fill('drone10');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Coupon code applied successfully.' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Coupon: drone10' }).or(page.locator('tr.coupon-drone10'))).toBeVisible();
  await expectEventsOnce(page, query, [['applied_coupon', ['drone10']], ['updated_wc_div'], ['updated_cart_totals']]);

  await page.locator('a.woocommerce-remove-coupon[data-coupon="drone10"]').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Coupon has been removed.' })).toBeVisible();
  await expect(page.locator('tr.coupon-drone10')).toHaveCount(0);
  await expectEventsOnce(page, query, [['removed_coupon', ['drone10']], ['updated_wc_div'], ['updated_cart_totals']]);

  // The removal re-draws the cart form and totals and scrolls its notice into view (smoothly):
  // choose once nothing is blocked and the page has stopped scrolling, or the click lands elsewhere.
  await expect(page.locator('.woocommerce [aria-busy="true"]')).toHaveCount(0);
  await scrollSettled(page);
  const pickup = page.getByRole('radio', { name: 'Local pickup' });
  await pickup.check();
  await expect(page.getByRole('radio', { name: 'Local pickup' })).toBeChecked();
  await expect(page.locator('div.cart_totals[aria-busy]')).toHaveCount(0);
  await expectEventsOnce(page, query, [['updated_shipping_method', []], ['updated_cart_totals']]);

  await page.getByRole('button', { name: 'Change address' }).click();
  await expect(page.locator('#shipping-calculator-form')).toBeVisible();
  await expectNoAxeViolations(page, '.woocommerce');
}

async function checkoutJourney(page: Page, query: string): Promise<string> {
  await openPage(page, '/checkout/', CHECKOUT_MOUNTED, query);
  await expect(page.locator('div.shipping_address')).toBeHidden();
  await page.getByRole('checkbox', { name: 'Ship to a different address?' }).uncheck();

  // A French address: no state field, postcode moves before the city (locale priority 65).
  const billingCountry = page.locator('.woocommerce-billing-fields').getByRole('combobox', { name: 'Country / Region' });
  await chooseOption(billingCountry, 'fra', 'France');
  await expect(page.locator('#billing_country')).toHaveValue('FR');
  await expectEventsOnce(page, query, [
    ['country_to_state_changing', ['FR', '$woocommerce-billing-fields']], ['country_to_state_changed', ['FR', '$woocommerce-billing-fields']],
    ['update_checkout'], ['updated_checkout', ['{fragments,messages,reload,result}']],
  ]);
  await expect(page.locator('#billing_state_field')).toBeHidden();
  const order = await page.locator('.woocommerce-billing-fields__field-wrapper > .form-row').evaluateAll((rows) => rows.map((r) => r.id));
  expect(order.indexOf('billing_postcode_field')).toBeLessThan(order.indexOf('billing_city_field'));
  await page.getByRole('textbox', { name: 'First name' }).first().fill('Ana');
  await page.getByRole('textbox', { name: 'Last name' }).first().fill('Diaz');
  await page.locator('#billing_address_1').fill('5 Rue de Rivoli');
  await page.locator('#billing_postcode').fill('7500');
  await page.locator('#billing_city').fill('Paris');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('ana@example.com');
  await page.getByRole('button', { name: 'Place order' }).click();
  const errors = page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error');
  await expect(errors).toContainText('Billing Postcode / ZIP is not a valid postcode / ZIP.');
  await expect(errors).toContainText('Please read and accept the terms and conditions to proceed with your order.');
  await expect(page.locator('.woocommerce-NoticeGroup-checkout')).toBeFocused();
  await expectNoAxeViolations(page, '.woocommerce-NoticeGroup-checkout');
  await expect(page.locator('#billing_postcode_field')).toHaveClass(/woocommerce-validated|woocommerce-invalid/);
  await expect(page.locator('form.woocommerce-checkout')).not.toHaveClass(/processing/);
  await expectEventsOnce(page, query, [['checkout_place_order', ['{$checkout_form,$order_review,get_payment_method}']], ['checkout_error']]);

  // Switch to a US address: the state becomes a select labelled State, California adds its tax.
  await chooseOption(billingCountry, 'united st', 'United States (US)');
  const state = page.locator('.woocommerce-billing-fields').getByRole('combobox', { name: 'State' });
  await expect(state).toBeVisible();
  await expect(page.locator('label[for="billing_postcode"]')).toContainText('ZIP Code');
  // The address is complete, so the new country refreshes the review: wait for its answer here, or it lands in the
  // next step. The country and the rebuilt state select each say update_checkout (as with checkout.js): one request.
  await expectEventsOnce(page, query, [
    ['country_to_state_changing', ['US', '$woocommerce-billing-fields']], ['country_to_state_changed', ['US', '$woocommerce-billing-fields']],
    ['updated_checkout'],
  ]);
  await page.locator('#billing_postcode').fill('93701');
  await page.locator('#billing_city').fill('Fresno');
  await page.locator('#billing_address_1').fill('1 Main St');
  await chooseOption(state, 'calif', 'California');
  await expect(page.locator('#billing_state')).toHaveValue('CA');
  await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText('CA Tax');
  await expectEventsOnce(page, query, [['update_checkout'], ['updated_checkout']]);

  // Ship elsewhere (New York): no California tax any more.
  await page.getByRole('checkbox', { name: 'Ship to a different address?' }).check();
  await expect(page.locator('div.shipping_address')).toBeVisible();
  await expectEventsOnce(page, query, [['update_checkout'], ['updated_checkout']]);
  const shipping = page.locator('.woocommerce-shipping-fields');
  await shipping.getByRole('textbox', { name: 'First name' }).fill('Ben');
  await shipping.getByRole('textbox', { name: 'Last name' }).fill('Diaz');
  await shipping.locator('#shipping_address_1').fill('20 W 34th St');
  await shipping.locator('#shipping_city').fill('New York');
  await shipping.locator('#shipping_postcode').fill('10001');
  await chooseOption(shipping.getByRole('combobox', { name: 'State' }), 'new y', 'New York');
  await expect(page.locator('.woocommerce-checkout-review-order-table')).not.toContainText('CA Tax');

  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('checkbox', { name: /I have read and agree to the website terms and conditions/ }).check();
  await expect(page.locator('div.payment_box.payment_method_cod')).toBeVisible();
  await expect(page.locator('div.payment_box.payment_method_cheque')).toBeHidden();
  await expectEventsOnce(page, query, [['payment_method_selected']]);
  await expect(page.locator('.woocommerce-checkout-payment[aria-busy]')).toHaveCount(0);
  // Scoped to the form's regions: the template's own h1 -> h3 'Billing details' jump is WooCommerce's.
  for (const region of ['.woocommerce-billing-fields__field-wrapper', '.shipping_address', '#order_review', '.woocommerce-form-coupon-toggle']) {
    await expectNoAxeViolations(page, region);
  }

  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
  await expect(page.getByText('Payment method: Cash on delivery')).toBeVisible();
  await expect(page.locator('.woocommerce-order-attribution__origin')).toContainText('Origin:');
  return page.url();
}

test.describe('cart and checkout without jQuery', () => {
  test('a shopper goes from an empty cart to a placed order', async ({ page }) => {
    // A whole journey: two pages, a dozen server round trips and axe runs, on a shared 2-core machine.
    test.slow();
    const consoleErrors = collectConsoleErrors(page);
    await cartJourney(page, '');
    expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
    const placed = await checkoutJourney(page, '');
    expect(placed).toMatch(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the same journey with jQuery on the page', () => {
  test('a shopper goes from an empty cart to a placed order while a jQuery listener hears each event once', async ({ page }) => {
    test.slow();
    const consoleErrors = collectConsoleErrors(page);
    await cartJourney(page, '?jquery=1');
    expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('function');
    const placed = await checkoutJourney(page, '?jquery=1');
    expect(placed).toMatch(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('cart and checkout with jQuery on the page', () => {
  test('every WooCommerce event reaches jQuery listeners once, with WooCommerce\'s arguments', async ({ page }) => {
    await page.goto('/?add-to-cart=33');
    await page.goto('/cart/?jquery=1');
    await expect(page.locator(CART_MOUNTED)).toBeAttached();
    await recordJQueryEvents(page);
    await page.getByRole('textbox', { name: 'Coupon:' }).fill('save25');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.locator('tr.coupon-save25')).toBeVisible();
    await expect(page.locator('div.cart_totals[aria-busy]')).toHaveCount(0);
    let log = await takeEvents(page);
    expect(log).toContainEqual(['applied_coupon', ['save25']]);
    expect(count(log, 'applied_coupon')).toBe(1);
    expect(count(log, 'updated_wc_div')).toBe(1);
    expect(count(log, 'updated_cart_totals')).toBe(1);

    await page.getByRole('radio', { name: 'Local pickup' }).check();
    await expect(page.locator('div.cart_totals[aria-busy]')).toHaveCount(0);
    await expect.poll(async () => count(log = [...log, ...await takeEvents(page)], 'updated_shipping_method')).toBe(1);
    expect(log.filter(([n]) => n === 'updated_shipping_method')).toEqual([['updated_shipping_method', []]]);

    const loaded = reviewLoaded(page);
    await page.goto('/checkout/?jquery=1');
    await expect(page.locator(CHECKOUT_MOUNTED)).toBeAttached();
    await loaded;
    await recordJQueryEvents(page);
    // The country and state island mounts at idle, after the checkout's: a change made before it listens
    // is applied when it mounts, with no events (as WooCommerce's script, bound at ready, would miss it too).
    await expect(page.locator('#billing_country')).toHaveAttribute('data-island-mounted', /(^| )country-select( |$)/);
    await page.locator('#billing_country').selectOption('JP');
    await expect(page.getByRole('combobox', { name: 'Prefecture' })).toBeVisible();
    await expect.poll(async () => count(log = await takeEvents(page), 'country_to_state_changing')).toBe(1);
    expect(log).toContainEqual(['country_to_state_changing', ['JP', '$woocommerce-billing-fields']]);
    expect(log).toContainEqual(['country_to_state_changed', ['JP', '$woocommerce-billing-fields']]);
    expect(count(log, 'update_checkout')).toBe(1);
    await expect.poll(async () => count(log = [...log, ...await takeEvents(page)], 'updated_checkout')).toBe(1);
    expect(log).toContainEqual(['updated_checkout', ['{fragments,messages,reload,result}']]);
    expect(count(log, 'update_checkout')).toBe(1);

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.locator('.woocommerce-NoticeGroup-checkout')).toBeVisible();
    log = await takeEvents(page);
    expect(log.filter(([n]) => n === 'checkout_place_order')).toEqual([['checkout_place_order', ['{$checkout_form,$order_review,get_payment_method}']]]);
    expect(count(log, 'checkout_error')).toBe(1);
    expect(log.find(([n]) => n === 'checkout_error')?.[1][0]).toContain('woocommerce-error');
  });
});

test('a gateway vetoes placing the order from a DOM listener: nothing is sent', async ({ page }) => {
  await page.goto('/?add-to-cart=33');
  const loaded = reviewLoaded(page);
  await page.goto('/checkout/');
  await expect(page.locator(CHECKOUT_MOUNTED)).toBeAttached();
  await loaded;
  await page.evaluate(() => {
    document.querySelector('form.woocommerce-checkout')!.addEventListener('checkout_place_order', (e) => e.preventDefault());
  });
  let sent = 0;
  page.on('request', (r) => { if (r.url().includes('wc-ajax=checkout')) sent += 1; });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.locator('form.woocommerce-checkout')).not.toHaveClass(/processing/);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  expect(sent).toBe(0);
});
