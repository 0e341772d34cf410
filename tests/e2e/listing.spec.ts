import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';

test.describe('shop listing', () => {
  test('mounts its islands with no console errors and no axe-core violations', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/shop/');
    // Add-to-cart buttons load their island when they come into view.
    const firstAdd = page.getByRole('button', { name: /^Add to cart:/ }).first();
    await firstAdd.scrollIntoViewIfNeeded();
    await expect(firstAdd).toHaveAttribute('data-island-mounted', /add-to-cart/);
    const headerCart = page.locator('.site-header-cart');
    await expect(headerCart.locator('.widget_shopping_cart')).toHaveAttribute('data-island-mounted', /mini-cart/);
    await expect.poll(() => page.evaluate(() => window.wcIslands?.mounted().map((island) => island.name) ?? [])).toEqual(
      expect.arrayContaining(['add-to-cart', 'mini-cart', 'cart-fragments']),
    );
    // The header cart's toggle is drawn on the shopper's first reach for the cart (issue #15): the
    // hover shows Storefront's dropdown (of a cart with something in it) at once, and the toggle a
    // keyboard or touch user needs is there.
    await firstAdd.click();
    await expect(headerCart.locator('.cart-contents .count')).toHaveText('1 item');
    await headerCart.locator('a.cart-contents').hover();
    await expect(headerCart.locator('.widget_shopping_cart')).toBeVisible();
    await expect(headerCart).toHaveAttribute('data-island-mounted', /header-cart/);
    const toggle = page.getByRole('button', { name: 'Cart contents' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(headerCart).toHaveClass(/\bfocus\b/);
    expect(await page.evaluate(() => window.wcIslands?.version)).toMatch(/^\d+\.\d+\.\d+/);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('still lists products with JavaScript off, and its links work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/shop/');
    const products = page.locator('ul.products li.product');
    expect(await products.count()).toBeGreaterThanOrEqual(12);
    await expect(page.locator('.woocommerce-result-count')).toContainText(/Showing/);

    // The add-to-cart link adds through its plain URL.
    const addLink = page.getByRole('button', { name: /^Add to cart:/ }).first();
    const label = (await addLink.getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Add to cart: “|”$/g, '');
    await addLink.click();
    await expect(page.getByRole('alert')).toContainText(`“${name}” has been added to your cart`);
    await expect(page.locator('.site-header-cart .cart-contents .count')).toContainText('1 item');

    // A product link opens its product page.
    await page.goto('/shop/');
    const productLink = page.locator('ul.products li.product a.woocommerce-LoopProduct-link').first();
    const productName = (await productLink.locator('h2').textContent())?.trim() ?? '';
    await productLink.click();
    await expect(page).toHaveURL(/\/product\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await context.close();
  });
});
