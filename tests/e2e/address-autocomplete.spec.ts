import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { reactEvaluated } from './support/react.ts';

const MOUNTED = '[data-island-mounted~="address-autocomplete"]';

/** Console errors of this feature: other islands' configuration notices (in flight elsewhere) are not. */
const ownErrors = (errors: string[]): string[] => errors.filter((e) => !/island "(?!address-autocomplete)[^"]+" disabled/.test(e));

/** A guest with one product in the cart, on the classic checkout. */
async function openCheckout(page: Page): Promise<void> {
  await page.goto('/?add-to-cart=33');
  await page.goto('/checkout/');
  await expect(page.locator(`#billing_address_1${MOUNTED}`)).toBeVisible();
}

/** Records every change event's field and time, to check the spec's fill order. */
async function recordChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: Array<[string, number]> = [];
    (window as unknown as { __changes: typeof log }).__changes = log;
    document.addEventListener('change', (event) => log.push([(event.target as HTMLElement).id, performance.now()]), true);
  });
}

test.describe('checkout address suggestions', () => {
  test('types an address, chooses it with the keyboard and fills the section in the spec\'s order', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openCheckout(page);
    const field = page.locator('#billing_address_1');
    // The combobox is React, evaluated when the shopper reaches the field, not before (issue #15).
    expect(await reactEvaluated(page)).toBe(false);
    await field.focus();
    await expect(field).toHaveAttribute('role', 'combobox');
    await expect(field).toHaveAttribute('aria-expanded', 'false');

    await field.pressSequentially('1849 harv', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Address suggestions' });
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
    const options = list.getByRole('option');
    await expect(options.first()).toHaveText('1849 Harvest Road, Salinas, CA 93984');
    await expect(options.first().locator('strong')).toHaveText(['1849', 'Harv']);
    await expect(page.locator('#address_suggestions_billing .woocommerce-address-autocomplete-branding')).toHaveText('Powered by Demo Maps');
    // The popup sits right under the field.
    const fieldBox = (await field.boundingBox())!;
    const listBox = (await page.locator('#address_suggestions_billing').boundingBox())!;
    expect(Math.abs(listBox.y - (fieldBox.y + fieldBox.height))).toBeLessThan(6);
    expect(Math.abs(listBox.width - fieldBox.width)).toBeLessThan(2);

    // The open widget: field, label, listbox and branding. (The page as a whole has WooCommerce's own
    // h1 -> h3 'Billing details' heading jump, which is the checkout template's, not this widget's.)
    await expectNoAxeViolations(page, '#billing_address_1_field');

    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', 'suggestion-item-billing-0');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await recordChanges(page);
    await page.keyboard.press('Enter');

    await expect(list).toBeHidden();
    await expect(page.locator('#billing_city')).toHaveValue('Salinas');
    await expect(field).toHaveValue('1849 Harvest Road');
    await expect(page.locator('#billing_postcode')).toHaveValue('93984');
    await expect(page.locator('#billing_state')).toHaveValue('CA');
    await expect(field).toBeFocused();
    const changes = await page.evaluate(() => (window as unknown as { __changes: Array<[string, number]> }).__changes);
    const ids = changes.map(([id]) => id);
    expect(ids.slice(0, 2)).toEqual(['billing_country', 'billing_address_1']);
    expect(ids.slice(2)).toEqual(['billing_city', 'billing_postcode', 'billing_state']);
    // Dependent fields follow 50 ms after country and address_1.
    expect(changes[2]![1] - changes[1]![1]).toBeGreaterThanOrEqual(45);
    expect(ownErrors(errors)).toEqual([]);
  });

  test('offers suggestions only for countries the provider covers, re-checked on every country change', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openCheckout(page);
    const field = page.locator('#billing_address_1');
    const list = page.getByRole('listbox', { name: 'Address suggestions' });

    await page.locator('#billing_country').selectOption('FR');
    await expect(field).not.toHaveAttribute('role', 'combobox');
    await field.pressSequentially('12 rue de', { delay: 20 });
    await page.waitForTimeout(300);
    await expect(list).toBeHidden();

    await field.fill('');
    await page.locator('#billing_country').selectOption('GB');
    await field.focus();
    await expect(field).toHaveAttribute('role', 'combobox');
    await field.pressSequentially('80 manor', { delay: 40 });
    await expect(list.getByRole('option').first()).toHaveText('80 Manor Road, Cambridge CB18 7ZQ');
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(5);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(ownErrors(errors)).toEqual([]);
  });

  test('shows at most five suggestions, moves with the arrow keys (wrapping) and closes on blur', async ({ page }) => {
    await openCheckout(page);
    const field = page.locator('#billing_address_1');
    await field.pressSequentially('street', { delay: 30 });
    const options = page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option');
    await expect(options).toHaveCount(5);
    await page.keyboard.press('ArrowUp');
    await expect(field).toHaveAttribute('aria-activedescendant', 'suggestion-item-billing-4');
    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', 'suggestion-item-billing-0');
    await page.locator('#billing_city').focus();
    await expect(options).toHaveCount(0);
    await expect(field).toHaveAttribute('autocomplete', /address-line1/);
  });

  test('cleans the provider\'s branding markup in the browser', async ({ page }) => {
    await openCheckout(page);
    await page.evaluate(() => {
      const registry = (window as unknown as { wc: { addressAutocomplete: { serverProviders: Array<{ branding_html: string }> } } }).wc.addressAutocomplete;
      registry.serverProviders[0]!.branding_html = 'Powered by <b>Maps</b><img src="data:," onerror="window.pwned=1"><script>window.pwned=2</script><a href="javascript:window.pwned=3">x</a>';
    });
    await page.locator('#billing_address_1').pressSequentially('1849', { delay: 30 });
    const branding = page.locator('#address_suggestions_billing .woocommerce-address-autocomplete-branding');
    await expect(branding).toContainText('Powered by Maps');
    const html = await branding.innerHTML();
    expect(html).not.toMatch(/onerror|<script|javascript:/);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  });

  test('keeps a plain address field with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/?add-to-cart=33');
    await page.goto('/checkout/');
    await expect(page.locator('#billing_address_1')).not.toHaveAttribute('role', 'combobox');
    await page.locator('#billing_address_1').fill('1 Main Street');
    await context.close();
  });
});
