import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { addToCartButtons, headerCount, mountedButton, productNameOf } from './support/cart.ts';
import { reactChunksFetched, reactEvaluated } from './support/react.ts';

const mounted = (name: string): RegExp => new RegExp(`(^| )${name}( |$)`);

/** Scrolls to the bottom so 'visible' islands (newsletter, every add-to-cart button) mount, then back up. */
async function scrollThrough(page: Page): Promise<void> {
  // Two frames at the bottom: intersection observers ('visible' islands) are computed when a frame renders,
  // and a busy machine may render none between two quick scrolls.
  await page.evaluate(() => new Promise<void>((resolve) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  }));
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The first product page linked from the shop. */
async function productPath(page: Page): Promise<string> {
  await page.goto('/shop/');
  const href = await page.locator('ul.products li.product a[href*="/product/"]').first().getAttribute('href');
  return new URL(href!, page.url()).pathname;
}

test.describe('React only when an island must draw (issue #15)', () => {
  test('a listing, a product page, a blog post and the checkout where the shopper does nothing never evaluate React', async ({ page }) => {
    const product = await productPath(page);
    const visits: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
      {
        path: '/shop/',
        ready: async (p) => {
          await mountedButton(addToCartButtons(p).first());
          await expect(p.locator('form#mailjetSubscriptionForm')).toHaveAttribute('data-island-mounted', mounted('newsletter'));
        },
      },
      { path: product, ready: async (p) => expect(p.locator('.widget_shopping_cart').first()).toHaveAttribute('data-island-mounted', mounted('mini-cart')) },
      { path: '/field-day-spraying-soybeans/', ready: async (p) => expect(p.locator('[data-carousel-extra]').first()).toHaveAttribute('data-island-mounted', mounted('carousel')) },
    ];
    for (const visit of visits) {
      await page.goto(visit.path);
      await expect(page.locator('body')).toHaveAttribute('data-island-mounted', mounted('woocommerce-general'));
      await scrollThrough(page);
      await visit.ready(page);
      expect(await reactEvaluated(page), visit.path).toBe(false);
      expect(await reactChunksFetched(page), visit.path).toEqual([]);
    }
    await page.goto('/?add-to-cart=33');
    await page.goto('/checkout/');
    await expect(page.locator('#billing_address_1')).toHaveAttribute('data-island-mounted', mounted('address-autocomplete'));
    expect(await page.evaluate(() => Boolean((window as { wc?: { addressAutocomplete?: unknown } }).wc?.addressAutocomplete))).toBe(true);
    expect(await reactEvaluated(page)).toBe(false);
  });

  test('add to cart: the request goes out at once, and React draws the View cart link and the announcement', async ({ page }) => {
    await page.goto('/shop/');
    const button = await mountedButton(addToCartButtons(page).first());
    const name = await productNameOf(button);
    expect(await reactEvaluated(page)).toBe(false);
    await button.click();
    await expect(headerCount(page)).toHaveText('1 item');
    const viewCart = page.locator('ul.products a.added_to_cart');
    await expect(viewCart).toHaveAccessibleName('View cart');
    await expect(viewCart).toHaveAttribute('data-wc-islands-view', 'cart');
    expect(await button.evaluate((element) => element.nextElementSibling?.getAttribute('data-wc-islands-view'))).toBe('cart');
    await expect(page.getByRole('status').filter({ hasText: 'has been added to your cart' })).toHaveText(`“${name}” has been added to your cart`);
    expect(await reactEvaluated(page)).toBe(true);
    await expectNoAxeViolations(page, 'ul.products');
  });

  test('header cart: the first focus on it draws the React disclosure toggle', async ({ page }) => {
    await page.goto('/shop/');
    const cart = page.locator('.site-header-cart');
    await expect(cart.locator('.widget_shopping_cart')).toHaveAttribute('data-island-mounted', mounted('mini-cart'));
    expect(await reactEvaluated(page)).toBe(false);
    await cart.locator('a.cart-contents').focus();
    const toggle = page.getByRole('button', { name: 'Cart contents' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await reactEvaluated(page)).toBe(true);
  });

  test('store notice: shown without React; the first pointer on it hands it to React, which keeps it dismissed', async ({ page }) => {
    await page.goto('/shop/');
    const notice = page.locator('.woocommerce-store-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('data-island-mounted', mounted('store-notice'));
    expect(await reactEvaluated(page)).toBe(false);
    await notice.hover();
    await expect(notice).toHaveAttribute('data-wc-islands-view', 'store-notice');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    expect(await reactEvaluated(page)).toBe(true);
  });

  test('newsletter: sent at once by core; React draws the answer and the field errors, and without React the DOM does', async ({ page, browser }) => {
    const open = async (p: Page): Promise<void> => {
      await p.goto('/shop/');
      const form = p.locator('form#mailjetSubscriptionForm');
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute('data-island-mounted', mounted('newsletter'));
    };
    await open(page);
    expect(await reactEvaluated(page)).toBe(false);
    await page.getByLabel('Email address (required)').fill('pilot@example.com');
    const name = page.getByLabel('First name');
    await name.fill('<b>Ana</b>');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please check this field.');
    expect(await reactEvaluated(page)).toBe(true);

    // React's chunk cannot load: the answer is still drawn, with the DOM. Its failure is held until the answer
    // has come (as on a slow phone, where the post can beat the chunk's error): the answer must not be lost.
    const context = await browser.newContext();
    const noReact = await context.newPage();
    const answered = noReact.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('admin-ajax.php'));
    await noReact.route(/\/chunks\/react-[^/]+\.js$/, async (route) => {
      await answered;
      await route.abort();
    });
    await open(noReact);
    await noReact.getByLabel('Email address (required)').fill(`pilot-${Date.now()}@example.com`);
    await noReact.getByRole('button', { name: 'Subscribe' }).click();
    await answered;
    await expect(noReact.locator('.mailjet_widget_form_message')).toContainText('Subscription confirmation email sent.');
    expect(await reactEvaluated(noReact)).toBe(false);
    await context.close();
  });
});

