import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { addToCartButtons, headerCount, mountedButton, productNameOf } from './support/cart.ts';
import { reactChunksFetched, reactEvaluated } from './support/react.ts';

const mounted = (name: string): RegExp => new RegExp(`(^| )${name}( |$)`);

/** Scrolls to the bottom so 'visible' islands (newsletter, every add-to-cart button) mount, then back up. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
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
});
