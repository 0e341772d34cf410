import { expect, test, type Locator, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { buttonsWithStock, headerCount, mountedButton, productNameOf, recordWcAjax, serverCart, setFault } from './support/cart.ts';

// A navigation the shopper starts while cart clicks are queued waits for them (issue #26): before, only
// the first add was sent, the other two were dropped by the page leave and the cart page showed none.
const SLOW_ANSWER = 'latency:1500';

async function threeButtons(page: Page): Promise<Locator[]> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/shop/?per_page=100');
  const buttons = await buttonsWithStock(page, 3, 1);
  for (const button of buttons) await mountedButton(button);
  return buttons;
}

const headerCartLink = (page: Page): Locator => page.locator('.site-header-cart a.cart-contents');

test.describe('a page leave while cart clicks are queued', () => {
  test('three slow adds, then the header cart link: the cart page shows the three, the server got three adds', async ({ page }) => {
    test.setTimeout(60_000);
    const buttons = await threeButtons(page);
    const names = await Promise.all(buttons.map((button) => productNameOf(button)));
    const adds = recordWcAjax(page, 'add_to_cart');
    await setFault(page, SLOW_ANSWER);
    for (const button of buttons) await button.click();
    await headerCartLink(page).click();
    // The click is held: WooCommerce's 'Please wait...' is said and the link is blocked, and the page stays.
    await expect(page.getByRole('status').filter({ hasText: 'Please wait' })).toHaveText('Please wait...');
    expect(new URL(page.url()).pathname).toBe('/shop/');
    // The blocked link (the loop buttons' 'loading' look is WooCommerce's, not this state's).
    await expect(headerCartLink(page)).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page, '.site-header-cart');

    await page.waitForURL('**/cart/', { timeout: 30_000 });
    await setFault(page, '');
    const rows = page.locator('table.shop_table.cart tr.cart_item');
    await expect(rows).toHaveCount(3);
    for (const name of names) {
      await expect(rows.filter({ hasText: name }).locator('input.qty')).toHaveValue('1');
    }
    expect(adds).toHaveLength(3);
    expect(await serverCart(page)).toEqual(Object.fromEntries(names.map((name) => [name, 1])));
  });

  test('a ctrl-click (a new tab) is not held, and a click someone else cancelled is not taken over', async ({ page, context }) => {
    test.setTimeout(60_000);
    const [button] = await threeButtons(page);
    await setFault(page, SLOW_ANSWER);
    await button!.click();
    const opened = context.waitForEvent('page');
    await headerCartLink(page).click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForURL('**/cart/');
    await tab.close();
    await expect(page.getByRole('status').filter({ hasText: 'Please wait' })).toHaveCount(0);

    // A theme's own handler cancels the link (it opens a drawer instead): the click stays its.
    await headerCartLink(page).evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await headerCartLink(page).click();
    await expect(button!).toHaveClass(/\badded\b/, { timeout: 15_000 });
    await expect(headerCount(page)).toHaveText('1 item');
    expect(new URL(page.url()).pathname).toBe('/shop/');
    await expect(page.getByRole('status').filter({ hasText: 'Please wait' })).toHaveCount(0);
    await setFault(page, '');
  });

  test('closing the tab while an add is in flight asks first; once it is answered nothing asks', async ({ page }) => {
    test.setTimeout(60_000);
    const [button] = await threeButtons(page);
    await setFault(page, SLOW_ANSWER);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await button!.click();
    await expect(button!).toHaveClass(/\bloading\b/);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);
    await expect(button!).toHaveClass(/\badded\b/, { timeout: 15_000 });
    await setFault(page, '');
    await page.close({ runBeforeUnload: true });
    expect(dialogs).toEqual(['beforeunload']);
  });
});
