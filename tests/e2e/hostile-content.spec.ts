import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { addToCartButtons, mountedButton, productNameOf } from './support/cart.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';

// Issue #26: what a post's author or a tampered page can put in the markup never changes what the
// bundle runs or where it goes. Pages are served with the markup rewritten by request routing, as a
// post's content or a broken filter would print it.

/** Serves `path` (the page and any form post to it, not wc-ajax) with its HTML rewritten. */
async function rewritePage(page: Page, path: string, rewrite: (html: string) => string): Promise<void> {
  await page.route((url) => url.pathname === path && !url.searchParams.has('wc-ajax'), async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: rewrite(await response.text()) });
  });
}

/** What an author can write in a post (ids are allowed), at the top of the main content. */
function withPostContent(html: string, content: string): string {
  return html.replace('<main id="main" class="site-main" role="main">', (main) => `${main}\n<article class="post">${content}</article>`);
}

/** The plugin's settings block, printed after the footer scripts (plugin/hooks.php wcis_print_settings). */
function withPluginSettings(html: string, settings: object): string {
  return html.replace('</body>', `<script type="application/json" id="wc-islands-settings">${JSON.stringify(settings)}</script>\n</body>`);
}

test.describe('page data a post can clobber', () => {
  test("a post's <code id=\"wc-islands-settings\"> and <a id=\"wcIslands\"> switch nothing off: the buttons add in place", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await rewritePage(page, '/shop/', (html) => withPluginSettings(withPostContent(html, [
      '<p>Settings we like: <code id="wc-islands-settings">{"disabled":["add-to-cart","mini-cart","header-cart"]}</code></p>',
      '<p><a id="wcIslands" href="#top">Back to top</a></p>',
    ].join('')), { disabled: [] }));
    await page.goto('/shop/');
    const button = await mountedButton(addToCartButtons(page).first());
    await button.click();
    // Added in place: WooCommerce's 'View cart' link beside the button, and the shopper stays on the page.
    await expect(page.locator('a.added_to_cart.wc-forward')).toHaveText('View cart');
    expect(page.url()).toMatch(/\/shop\/$/);
    expect(await page.evaluate(() => typeof window.wcIslands?.version)).toBe('string');
    expect(errors).toEqual([]);
  });

  test("a post's <code id=\"wc-islands-settings\"> does not switch on an island the plugin kept off", async ({ page }) => {
    await rewritePage(page, '/shop/', (html) => withPluginSettings(withPostContent(html,
      '<p><code id="wc-islands-settings">{"disabled":[]}</code></p>',
    ), { disabled: ['add-to-cart'] }));
    await page.goto('/shop/');
    const button = addToCartButtons(page).first();
    const name = await productNameOf(button);
    await button.scrollIntoViewIfNeeded();
    // The plugin's block keeps the island off: the button is the plain link, and the store adds.
    await button.click();
    await expect(page.getByRole('alert')).toContainText(`“${name}” has been added to your cart`);
    await expect(addToCartButtons(page).first()).not.toHaveAttribute('data-island-mounted', /add-to-cart/);
  });
});

test('an element a post names wc_add_to_cart_params, where the store printed none, disables the cart islands with one error saying what it is', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await rewritePage(page, '/shop/', (html) => withPostContent(
    html.replace(/var wc_add_to_cart_params = \{.*?\};/, ''),
    '<p><a id="wc_add_to_cart_params" href="#params">params</a> and <a id="wc_add_to_cart_params" href="#twice">twice</a></p>',
  ));
  await page.goto('/shop/');
  const button = addToCartButtons(page).first();
  const name = await productNameOf(button);
  await button.scrollIntoViewIfNeeded();
  await expect.poll(() => errors.filter((error) => error.includes('wc_add_to_cart_params')).length).toBe(1);
  // Two elements with the id: the window names an HTMLCollection.
  expect(errors.find((error) => error.includes('wc_add_to_cart_params'))).toContain('wc_add_to_cart_params is invalid: expected object, received HTMLCollection');
  await button.click();
  await expect(page.getByRole('alert')).toContainText(`“${name}” has been added to your cart`);
});

test("a product description's element given the variation template's id is never filled in as the variation's markup", async ({ page }) => {
  const path = '/product/agriwing-as-40-configurable-spraying-drone/';
  // kses keeps the id and escapes the tag: the element's text is an image with an inline handler.
  const fake = '<div id="tmpl-variation-template">&lt;img src="data:," data-hostile onerror="document.title=1"&gt;</div>';
  await rewritePage(page, path, (html) => html.replace(/(id="tab-description"[^>]*>)/, `$1${fake}`));
  await page.goto(path);
  await expect(page.locator('form.variations_form')).toHaveAttribute('data-island-mounted', /\bvariations\b/);
  await page.getByLabel('Tank size').selectOption({ label: '30 L' });
  await page.getByLabel('Battery pack').selectOption({ label: 'Extended (4 × 30000 mAh)' });
  await expect(page.locator('.single_variation .woocommerce-variation-price')).toContainText('20,490.00');
  await expect(page.locator('.single_variation [data-hostile]')).toHaveCount(0);
});

test.describe('cart page links that are not http(s)', () => {
  /** Sends the shopper to a cart page with one line (and, with `coupon`, drone10 applied). */
  async function openCart(page: Page, coupon = false): Promise<void> {
    await page.goto('/?add-to-cart=33');
    await page.goto('/cart/');
    await expect(page.locator('body[data-island-mounted~="cart-checkout"]')).toBeAttached();
    if (!coupon) return;
    await page.getByRole('textbox', { name: 'Coupon:' }).fill('drone10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Coupon code applied successfully.' })).toBeVisible();
  }

  // A tab inside the scheme and mixed case: what a browser still runs as javascript:.
  const HOSTILE_HREF = ' JaVa&#9;Script:document.title=&quot;followed&quot;';

  test('a remove link whose href is javascript: is neither requested nor followed: an error notice instead', async ({ page }) => {
    await rewritePage(page, '/cart/', (html) => html.replace(/(<a role="button" )href="[^"]*"( class="remove")/g, `$1href="${HOSTILE_HREF}"$2`));
    await openCart(page);
    const removals: string[] = [];
    page.on('request', (request) => {
      if (/remove_item|remove_from_cart/.test(request.url())) removals.push(request.url());
    });
    const title = await page.title();
    await page.getByRole('button', { name: /^Remove .* from cart$/ }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: 'An unknown error occurred.' })).toBeVisible();
    await expect(page.locator('tr.cart_item')).toHaveCount(1);
    expect(await page.title()).toBe(title);
    expect(removals).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a coupon [Remove] link whose href is javascript: is not followed when remove_coupon fails: an error notice instead', async ({ page }) => {
    await rewritePage(page, '/cart/', (html) => html.replace(/href="[^"]*"( class="woocommerce-remove-coupon")/g, `href="${HOSTILE_HREF}"$1`));
    await openCart(page, true);
    await page.route((url) => url.searchParams.get('wc-ajax') === 'remove_coupon', (route) => route.fulfill({ status: 500, body: '' }));
    const title = await page.title();
    await page.getByRole('button', { name: /^Remove .* coupon$/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An unknown error occurred.' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Remove .* coupon$/ })).toBeVisible();
    expect(await page.title()).toBe(title);
    expect(new URL(page.url()).pathname).toBe('/cart/');
    await expectNoAxeViolations(page);
  });

  test('a checkout coupon [Remove] link whose href is javascript: is not followed when remove_coupon fails: an error notice instead', async ({ page }) => {
    const hostile = (html: string): string => html.replace(/href="[^"]*"( class="woocommerce-remove-coupon")/g, `href="${HOSTILE_HREF}"$1`);
    await openCart(page, true);
    await rewritePage(page, '/checkout/', hostile);
    // The review table comes back in update_order_review's fragments: their links are rewritten too.
    await page.route((url) => url.searchParams.get('wc-ajax') === 'update_order_review', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { fragments?: Record<string, string> };
      for (const [key, html] of Object.entries(answer.fragments ?? {})) answer.fragments![key] = hostile(html);
      await route.fulfill({ response, body: JSON.stringify(answer) });
    });
    await page.goto('/checkout/');
    await expect(page.locator('form.checkout[data-island-mounted~="cart-checkout"]')).toBeAttached();
    await page.route((url) => url.searchParams.get('wc-ajax') === 'remove_coupon', (route) => route.fulfill({ status: 500, body: '' }));
    const title = await page.title();
    await page.getByRole('button', { name: /^Remove .* coupon$/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An unknown error occurred.' })).toBeVisible();
    expect(await page.title()).toBe(title);
    expect(new URL(page.url()).pathname).toBe('/checkout/');
    await expectNoAxeViolations(page, '.woocommerce-NoticeGroup-coupon');
  });
});
