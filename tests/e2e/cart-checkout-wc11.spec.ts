import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';

// What WooCommerce 11's cart.js and checkout.js do that older versions did not, walked as a shopper
// (docs/reference/cart-checkout.md, 'WooCommerce 11'). Product 37 costs $24.90: below the $150 free
// shipping line, so the flat rate ($15) and Local pickup ($0) give different totals.
const CART_MOUNTED = 'body[data-island-mounted~="cart-checkout"]';
const CHECKOUT_MOUNTED = 'form.checkout[data-island-mounted~="cart-checkout"]';
const LOADER = '**/wp-content/plugins/wc-islands/dist/wc-islands.js*';

/** Counts the wc-ajax requests of one endpoint the page sends from now on. */
function countWcAjax(page: Page, endpoint: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).searchParams.get('wc-ajax') === endpoint) counter.count += 1;
  });
  return counter;
}

async function applyCartCoupon(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Coupon:' }).fill(code);
  await page.getByRole('button', { name: 'Apply coupon' }).click();
}

test.describe('the cart page as WooCommerce 11 runs it', () => {
  test('a refused coupon is written under its field; an accepted and a removed one are notices; the last line goes in place', async ({ page }) => {
    test.slow();
    const consoleErrors = collectConsoleErrors(page);
    await page.goto('/?add-to-cart=37');
    await page.goto('/cart/');
    await expect(page.locator(CART_MOUNTED)).toBeAttached();
    await page.getByRole('complementary', { name: 'Store notice' }).getByRole('button', { name: 'Dismiss' }).click();
    const field = page.getByRole('textbox', { name: 'Coupon:' });

    await applyCartCoupon(page, 'expired5');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Coupon "expired5" has expired.');
    await expect(field).toHaveValue('expired5');
    await expect(field).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: 'Coupon "expired5" has expired.' })).toBeVisible();
    // Under the field only: no page notice says it as well.
    await expect(page.locator('.woocommerce-error')).toHaveCount(0);
    await expect(page.locator('.woocommerce-cart-form[aria-busy], div.cart_totals[aria-busy]')).toHaveCount(0);
    await expectNoAxeViolations(page, '.woocommerce');

    // Editing the code takes the refusal back.
    await field.press('End');
    await field.press('Backspace');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('.coupon-error-notice')).toHaveCount(0);

    await applyCartCoupon(page, '');
    await expect(field).toHaveAccessibleDescription('Please enter a coupon code.');
    await expect(page.locator('.woocommerce-error')).toHaveCount(0);

    await applyCartCoupon(page, 'drone10');
    await expect(page.getByRole('alert').filter({ hasText: 'Coupon code applied successfully.' })).toBeVisible();
    await expect(page.locator('tr.coupon-drone10')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('.coupon-error-notice')).toHaveCount(0);

    // The [Remove] link is a button (role="button"): Space presses it.
    await page.getByRole('button', { name: 'Remove drone10 coupon' }).press(' ');
    await expect(page.getByRole('alert').filter({ hasText: 'Coupon has been removed.' })).toBeVisible();
    await expect(page.locator('tr.coupon-drone10')).toHaveCount(0);

    // Removing the only line swaps in the empty cart where the cart was: no new page.
    await page.evaluate(() => { (window as unknown as { samePage: boolean }).samePage = true; });
    await expect(page.locator('.woocommerce-cart-form[aria-busy], div.cart_totals[aria-busy]')).toHaveCount(0);
    // Space on the line's × (a link with role="button"): one press, one removal request.
    const removals: string[] = [];
    page.on('request', (request) => { if (request.url().includes('remove_item=')) removals.push(request.url()); });
    await page.getByRole('button', { name: /^Remove Flat Fan Spray Nozzle/ }).press(' ');
    await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to shop' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'removed.' }).getByRole('link', { name: 'Undo?' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(removals).toHaveLength(1);
    await expectNoAxeViolations(page, '.woocommerce');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the cart page before its code arrives', () => {
  test('a coupon and a removal made before the cart page\'s code arrives are answered in place, not by a page load', async ({ page }) => {
    await page.goto('/?add-to-cart=37');
    // cart.js answers from DOMContentLoaded on; the island's chunk comes at idle, later on a slow connection.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/wp-content/plugins/wc-islands/dist/chunks/checkout-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/cart/');
    const applies = countWcAjax(page, 'apply_coupon');
    await page.evaluate(() => { (window as unknown as { samePage: boolean }).samePage = true; });
    await page.getByRole('complementary', { name: 'Store notice' }).getByRole('button', { name: 'Dismiss' }).click();
    const field = page.getByRole('textbox', { name: 'Coupon:' });
    await field.fill('expired5');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await page.getByRole('button', { name: /^Remove Flat Fan Spray Nozzle/ }).click();
    release();
    await expect(page.locator(CART_MOUNTED)).toBeAttached();
    await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'removed.' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(applies.count).toBe(1);
  });
});

/** Holds the cart and checkout island's chunk until `release` (the chunk arrives late, at idle, on a slow connection). */
async function holdCartCheckoutChunk(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/wp-content/plugins/wc-islands/dist/chunks/checkout-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('the cart and checkout before their code arrives (issue #31)', () => {
  test('the checkout\'s coupon and login toggles and a left required field are answered once the code arrives, without a second try', async ({ page }) => {
    await page.goto('/?add-to-cart=37');
    const release = await holdCartCheckoutChunk(page);
    await page.goto('/checkout/');
    // checkout.js hides the shipping fields at init while the box is unticked: so from the first paint.
    await expect(page.getByRole('checkbox', { name: 'Ship to a different address?' })).not.toBeChecked();
    await expect(page.locator('div.shipping_address')).toBeHidden();
    await page.getByRole('button', { name: 'Enter your coupon code' }).click();
    await page.getByRole('link', { name: 'Click here to login' }).click();
    const firstName = page.getByRole('textbox', { name: 'First name' }).first();
    await firstName.focus();
    await firstName.blur();
    release();
    await expect(page.locator(CHECKOUT_MOUNTED)).toBeAttached();
    const field = page.locator('form.checkout_coupon').getByRole('textbox', { name: 'Coupon:' });
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    await expect(page.getByRole('button', { name: 'Enter your coupon code' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('textbox', { name: 'Username or email' })).toBeVisible();
    await expect(page.locator('#billing_first_name_field')).toHaveClass(/woocommerce-invalid-required-field/);
    await expect(page.locator('div.shipping_address')).toBeHidden();
  });

  // cart.js disables 'Update cart' at its ready event: so does the loader's scan (the island mounts at idle),
  // and an edit frees it even while the chunk is held (it would stay dead for good if the chunk never arrived).
  test('\'Change address\' opens the calculator when clicked before the cart page\'s code arrives; \'Update cart\' waits for a change from the start', async ({ page }) => {
    await page.goto('/?add-to-cart=37');
    const release = await holdCartCheckoutChunk(page);
    await page.goto('/cart/');
    const update = page.getByRole('button', { name: 'Update cart' });
    await expect(update).toBeDisabled();
    await page.getByRole('button', { name: 'Change address' }).click();
    await page.getByRole('spinbutton').first().fill('2');
    await expect(update).toBeEnabled();
    await expect(page.locator(CART_MOUNTED)).toHaveCount(0);
    release();
    await expect(page.locator(CART_MOUNTED)).toBeAttached();
    await expect(page.locator('#shipping-calculator-form')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change address' })).toHaveAttribute('aria-expanded', 'true');
    // The island keeps it usable: a quantity differs from the page's.
    await expect(update).toBeEnabled();
    await page.getByRole('spinbutton').first().fill('1');
    await update.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Cart updated.' })).toBeVisible();
    await expect(update).toBeDisabled();
  });
});

test.describe('the checkout as WooCommerce 11 runs it', () => {
  test('the checkout asks for its order review once on load', async ({ page }) => {
    await page.goto('/?add-to-cart=37');
    const reviews = countWcAjax(page, 'update_order_review');
    const answered = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
    await page.goto('/checkout/');
    await expect(page.locator(CHECKOUT_MOUNTED)).toBeAttached();
    expect((await (await answered).json()) as unknown).toMatchObject({ result: 'success' });
    await expect(page.locator('.woocommerce-checkout-payment[aria-busy], .woocommerce-checkout-review-order-table[aria-busy]')).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    expect(reviews.count).toBe(1);
  });

  test('Local pickup chosen before the checkout listens is in the total once the review is refreshed on load', async ({ page }) => {
    await page.goto('/?add-to-cart=37');
    // The bundle arrives late (a slow connection): the shopper has already picked Local pickup.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(LOADER, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/checkout/', { waitUntil: 'commit' });
    const total = page.locator('.woocommerce-checkout-review-order-table .order-total');
    await expect(total).toContainText('$39.90');
    await page.getByRole('radio', { name: 'Local pickup' }).check();
    release();
    await expect(page.locator(CHECKOUT_MOUNTED)).toBeAttached();
    await expect(total).toContainText('$24.90');
    await expect(page.getByRole('radio', { name: 'Local pickup' })).toBeChecked();
  });

  test('a refused coupon is written under its field and the coupon form stays open; an accepted one folds it', async ({ page }) => {
    await page.goto('/?add-to-cart=37');
    const loaded = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
    await page.goto('/checkout/');
    await expect(page.locator(CHECKOUT_MOUNTED)).toBeAttached();
    await loaded;
    const toggle = page.getByRole('button', { name: 'Enter your coupon code' });
    await toggle.click();
    const field = page.locator('form.checkout_coupon').getByRole('textbox', { name: 'Coupon:' });
    await expect(field).toBeFocused();

    await field.fill('expired5');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(field).toHaveAccessibleDescription('Coupon "expired5" has expired.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expect(field).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'Coupon "expired5" has expired.' })).toBeVisible();
    await expect(page.locator('.woocommerce-error')).toHaveCount(0);
    await expect(page.locator('form.checkout_coupon[aria-busy]')).toHaveCount(0);
    await expectNoAxeViolations(page, 'form.checkout_coupon');

    await field.fill('');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(field).toHaveAccessibleDescription('Please enter a coupon code.');
    await expect(field).toBeVisible();

    await field.fill('drone10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Coupon code applied successfully.' })).toBeVisible();
    await expect(field).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText('drone10');

    await page.getByRole('button', { name: 'Remove drone10 coupon' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Coupon has been removed.' })).toBeVisible();
    await expect(page.locator('.woocommerce-checkout-review-order-table')).not.toContainText('drone10');
    await expect(page.locator('form.checkout_coupon #coupon_code')).toHaveValue('');
  });

  test('a failed place order writes each field\'s message under it, and typing takes it back', async ({ page }) => {
    await page.goto('/?add-to-cart=37');
    const loaded = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
    await page.goto('/checkout/');
    await expect(page.locator(CHECKOUT_MOUNTED)).toBeAttached();
    await loaded;
    await expect(page.locator('.woocommerce-checkout-payment[aria-busy]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Place order' }).click();
    const group = page.locator('.woocommerce-NoticeGroup-checkout');
    await expect(group).toBeFocused();
    const firstName = page.locator('#billing_first_name');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Billing First name is a required field.');
    await expect(page.locator('#billing_first_name_field .checkout-inline-error-message')).toHaveText('Billing First name is a required field.');
    // The notice's message leads to the field.
    await expect(group.getByRole('link', { name: 'Billing First name is a required field.' })).toHaveAttribute('href', '#billing_first_name');
    await expect(page.locator('#terms_field .checkout-inline-error-message, .woocommerce-terms-and-conditions-wrapper .checkout-inline-error-message')).toHaveCount(1);
    for (const region of ['.woocommerce-NoticeGroup-checkout', '.woocommerce-billing-fields__field-wrapper', '#order_review']) {
      await expectNoAxeViolations(page, region);
    }

    await firstName.fill('Ana');
    await expect(page.locator('#billing_first_name_field .checkout-inline-error-message')).toHaveCount(0);
    await expect(firstName).not.toHaveAttribute('aria-invalid');
    await expect(firstName).not.toHaveAttribute('aria-describedby');
    // The other fields keep theirs until the shopper gets to them.
    await expect(page.locator('#billing_last_name_field .checkout-inline-error-message')).toHaveCount(1);
  });
});
