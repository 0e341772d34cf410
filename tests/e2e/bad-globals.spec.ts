import { expect, test, type Page } from './support/test.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { addToCartButtons, productNameOf } from './support/cart.ts';

/** Serves the page with one inline global rewritten, as a broken filter or plugin would print it. */
async function rewriteGlobal(page: Page, path: string, rewrite: (html: string) => string): Promise<void> {
  await page.route((url) => url.pathname === path && !url.searchParams.has('wc-ajax'), async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: rewrite(await response.text()) });
  });
}

/** Counts the loader's per-island failure events (wc-islands:error) by island name. */
async function recordIslandErrors(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { islandErrors: string[] }).islandErrors = seen;
    document.addEventListener('wc-islands:error', (event) => seen.push(String((event as CustomEvent<{ name: string }>).detail?.name)), true);
  });
}

test('a malformed wc_add_to_cart_params logs one error naming global.key, and the buttons stay plain links', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await recordIslandErrors(page);
  await rewriteGlobal(page, '/shop/', (html) => html.replace(/("cart_url":)"[^"]*"/, '$142'));
  await page.goto('/shop/');
  const button = addToCartButtons(page).first();
  await button.scrollIntoViewIfNeeded();
  // Both cart islands read the global: each is disabled (and says so through its event), one error.
  await expect.poll(() => page.evaluate(() => [...new Set((window as unknown as { islandErrors: string[] }).islandErrors)].sort())).toEqual(['add-to-cart', 'mini-cart']);
  const about = errors.filter((error) => error.includes('wc_add_to_cart_params'));
  expect(about).toHaveLength(1);
  expect(about[0]).toContain('wc_add_to_cart_params.cart_url');
  const name = await productNameOf(button);
  await button.click();
  await expect(page.getByRole('alert')).toContainText(`“${name}” has been added to your cart`);
});

test('a checkout that prints no wc_address_autocomplete_common_params (no provider plugin, as on a real WooCommerce 11 store) logs nothing and keeps the field plain', async ({ page }) => {
  await page.goto('/?add-to-cart=33');
  const errors = collectConsoleErrors(page);
  // Neither the global nor a provider's script: what a store without a provider plugin prints.
  await rewriteGlobal(page, '/checkout/', (html) => html
    .replace(/var wc_address_autocomplete_common_params = \{.*?\};/, '')
    .replace(/<script[^>]*wc-islands-demo-address\/address-provider\.js[^>]*><\/script>/, ''));
  await page.goto('/checkout/');
  await expect(page.locator('#billing_address_1')).toHaveAttribute('data-island-mounted', /address-autocomplete/);
  await page.getByRole('textbox', { name: /Street address/ }).first().fill('123 Main');
  await expect(page.getByRole('combobox', { name: /Street address/ })).toHaveCount(0);
  expect(errors.filter((error) => /address|provider/i.test(error))).toEqual([]);
});

for (const [problem, replacement] of [
  ['of the wrong type', 'var wc_address_autocomplete_common_params = {"address_providers":5};'],
  ['bad JSON', 'var wc_address_autocomplete_common_params = {"address_providers":"[{\\"id\\":"};'],
] as const) {
  test(`a wc_address_autocomplete_common_params that is ${problem} logs one error naming it, no provider error, no stack`, async ({ page }) => {
    await page.goto('/?add-to-cart=33');
    const errors = collectConsoleErrors(page);
    await recordIslandErrors(page);
    await rewriteGlobal(page, '/checkout/', (html) => html.replace(/var wc_address_autocomplete_common_params = \{.*?\};/, replacement));
    await page.goto('/checkout/');
    await expect.poll(() => page.evaluate(() => (window as unknown as { islandErrors: string[] }).islandErrors)).toContain('address-autocomplete');
    const about = errors.filter((error) => /address|provider/i.test(error));
    expect(about).toHaveLength(1);
    expect(about[0]).toContain('wc_address_autocomplete_common_params');
    expect(about[0]).not.toMatch(/\n\s+at /);
    // The field stays a plain text input.
    await expect(page.getByRole('textbox', { name: /Street address/ }).first()).toBeEditable();
    await expect(page.getByRole('combobox', { name: /Street address/ })).toHaveCount(0);
  });
}
