import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';

// The header cart of a theme that registers its own fragments (Kadence: `span.header-cart-total`, the demo's theme
// switch, server/http/demoTheme.ts) follows the cart page's changes as WooCommerce's cart-fragments.js makes it follow:
// one get_refreshed_fragments after each change cart.js ends with `updated_wc_div`, none after a shipping method
// change or on the checkout (docs/reference/cart-checkout.md s8). Like Kadence, the page has no cart widget.
const CART_MOUNTED = 'body[data-island-mounted~="cart-checkout"]';
const CHECKOUT_MOUNTED = 'form.checkout[data-island-mounted~="cart-checkout"]';

/** Counts the get_refreshed_fragments requests the page sends from now on. */
function countRefreshes(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).searchParams.get('wc-ajax') === 'get_refreshed_fragments') counter.count += 1;
  });
  return counter;
}

/** Kadence's header cart link (named by its aria-label; its text is the count). */
const headerCart = (page: Page) => page.getByRole('link', { name: 'Shopping Cart' });

/**
 * The page has sent everything the last step led to and had the answers (no request for 500 ms): a second
 * refresh for one step would be counted, not missed.
 */
const settled = (page: Page): Promise<void> => page.waitForLoadState('networkidle');

async function expectRefreshes(page: Page, counter: { count: number }, expected: number, step: string): Promise<void> {
  await settled(page);
  expect(counter.count, `get_refreshed_fragments after ${step}`).toBe(expected);
  counter.count = 0;
}

test.describe('a theme\'s header cart on the cart page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'wcis_demo_theme', value: 'kadence', domain: new URL(baseURL!).hostname, path: '/' }]);
  });

  test('follows Update cart, a removal, Undo and the coupons with one refresh each, and a shipping method change with none', async ({ page }) => {
    test.slow();
    const consoleErrors = collectConsoleErrors(page);
    await page.goto('/?add-to-cart=33');
    await page.goto('/?add-to-cart=37');
    await page.goto('/cart/');
    await expect(page.locator(CART_MOUNTED)).toBeAttached();
    await page.getByRole('complementary', { name: 'Store notice' }).getByRole('button', { name: 'Dismiss' }).click();
    await expect(headerCart(page)).toHaveText('2');
    await settled(page);
    const refreshes = countRefreshes(page);

    await page.getByRole('spinbutton').first().fill('3');
    await page.getByRole('button', { name: 'Update cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Cart updated.' })).toBeVisible();
    await expect(headerCart(page)).toHaveText('4');
    await expectRefreshes(page, refreshes, 1, 'Update cart');

    await page.getByRole('button', { name: /^Remove Flat Fan Spray Nozzle/ }).click();
    const undo = page.getByRole('alert').filter({ hasText: 'removed.' }).getByRole('link', { name: 'Undo?' });
    await expect(undo).toBeVisible();
    await expect(headerCart(page)).toHaveText('3');
    await expectRefreshes(page, refreshes, 1, 'removing a line');

    await undo.click();
    await expect(page.getByRole('button', { name: /^Remove Flat Fan Spray Nozzle/ })).toBeVisible();
    await expect(headerCart(page)).toHaveText('4');
    await expectRefreshes(page, refreshes, 1, 'Undo');

    // The cart changes where this page cannot see it (another device): the coupon's refresh brings it to the header.
    await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '33', quantity: '1' } });
    await page.getByRole('textbox', { name: 'Coupon:' }).fill('drone10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Coupon code applied successfully.' })).toBeVisible();
    await expect(headerCart(page)).toHaveText('5');
    await expectRefreshes(page, refreshes, 1, 'applying a coupon');

    await page.getByRole('button', { name: 'Remove drone10 coupon' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Coupon has been removed.' })).toBeVisible();
    await expectRefreshes(page, refreshes, 1, 'removing the coupon');
    await expect(headerCart(page)).toHaveText('5');

    await expect(page.locator('.woocommerce [aria-busy="true"]')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Local pickup' }).check();
    await expect(page.getByRole('radio', { name: 'Local pickup' })).toBeChecked();
    await expect(page.locator('div.cart_totals[aria-busy]')).toHaveCount(0);
    await expectRefreshes(page, refreshes, 0, 'a shipping method change');

    await expectNoAxeViolations(page, '.kadence-header-cart');
    await expectNoAxeViolations(page, '.woocommerce');
    expect(consoleErrors).toEqual([]);
  });

  test('is left alone by the checkout\'s changes, as checkout.js leaves it', async ({ page }) => {
    await page.goto('/?add-to-cart=37');
    const review = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
    await page.goto('/checkout/');
    await expect(page.locator(CHECKOUT_MOUNTED)).toBeAttached();
    await review;
    await expect(headerCart(page)).toHaveText('1');
    await settled(page);
    const refreshes = countRefreshes(page);

    await page.getByRole('button', { name: 'Enter your coupon code' }).click();
    await page.locator('form.checkout_coupon').getByRole('textbox', { name: 'Coupon:' }).fill('drone10');
    const updated = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await updated;
    await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText('drone10');
    await expectRefreshes(page, refreshes, 0, 'a coupon on the checkout');
    await expect(headerCart(page)).toHaveText('1');
  });
});
