import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { chooseOption } from './support/searchableSelect.ts';

const CHECKOUT_MOUNTED = 'form.checkout[data-island-mounted~="country-select"]';

async function openCheckout(page: Page): Promise<void> {
  await page.goto('/?add-to-cart=33');
  await page.goto('/checkout/');
  await expect(page.locator(CHECKOUT_MOUNTED).or(page.locator('#billing_country[data-island-mounted~="country-select"]'))).toBeAttached();
}

const billing = (page: Page) => page.locator('.woocommerce-billing-fields');
const activeOption = (page: Page) => page.locator('[role="option"][aria-selected="true"]');

test.describe('searchable country and state selects', () => {
  test('the keyboard filters, moves, chooses and cancels like a select, and Enter never places the order', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openCheckout(page);
    const country = billing(page).getByRole('combobox', { name: 'Country / Region' });
    await expect(country).toHaveValue('United States (US)');
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    let orders = 0;
    page.on('request', (r) => { if (r.url().includes('wc-ajax=checkout')) orders += 1; });

    await country.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(country).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('listbox', { name: 'Country / Region' });
    await expect(list).toBeVisible();
    // Opens on the chosen country; the field points at it.
    await expect(activeOption(page)).toHaveText('United States (US)');
    const activeId = await activeOption(page).getAttribute('id');
    await expect(country).toHaveAttribute('aria-activedescendant', activeId ?? '');
    await page.keyboard.press('ArrowDown');
    await expect(activeOption(page)).toHaveText('Canada');
    await page.keyboard.press('End');
    await expect(activeOption(page)).toHaveText('Australia');
    await page.keyboard.press('Home');
    await expect(activeOption(page)).toHaveText('United States (US)');
    await expectNoAxeViolations(page, '.woocommerce-billing-fields__field-wrapper');

    // Typing filters and says how many match.
    await page.keyboard.type('ger');
    await expect(list.getByRole('option')).toHaveText(['Germany']);
    await expect(page.getByRole('status').filter({ hasText: '1 result available.' })).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(country).toHaveValue('Germany');
    await expect(list).toBeHidden();
    await expect(page.locator('#billing_country')).toHaveValue('DE');

    // Escape puts back the chosen country and changes nothing.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('ja');
    await expect(activeOption(page)).toHaveText('Japan');
    await page.keyboard.press('Escape');
    await expect(country).toHaveValue('Germany');
    await expect(page.locator('#billing_country')).toHaveValue('DE');

    // Nothing matching: said and shown, nothing chosen.
    await page.keyboard.type('zzz');
    await expect(page.getByText('No matches found', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No matches found' })).toBeAttached();
    await expectNoAxeViolations(page, '.woocommerce-billing-fields__field-wrapper');
    await page.keyboard.press('Enter');
    await expect(country).toHaveValue('Germany');
    await expect(page.locator('form.woocommerce-checkout')).not.toHaveClass(/processing/);
    expect(orders).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a click chooses; the state select the country brings is searchable again and still submits its value', async ({ page }) => {
    await openCheckout(page);
    const country = billing(page).getByRole('combobox', { name: 'Country / Region' });

    await chooseOption(country, 'jap', 'Japan');
    const prefecture = billing(page).getByRole('combobox', { name: 'Prefecture' });
    await expect(prefecture).toBeVisible();
    expect(await prefecture.evaluate((el) => el.localName)).toBe('input');
    await chooseOption(prefecture, 'tokyo', 'Tokyo');
    await expect(page.locator('#billing_state')).toHaveValue('JP13');
    // The form's own selects carry the choice to the server; the fields add nothing of their own.
    const sent = await page.locator('form.woocommerce-checkout').evaluate((form) => [...new FormData(form as HTMLFormElement).entries()].map(([k, v]) => [k, String(v)]));
    expect(sent).toContainEqual(['billing_country', 'JP']);
    expect(sent).toContainEqual(['billing_state', 'JP13']);
    expect(sent.filter(([k]) => k === 'billing_state')).toHaveLength(1);

    // Back to a country with no states: the state combobox goes with its select.
    await chooseOption(country, 'fra', 'France');
    await expect(page.locator('#billing_state_field')).toBeHidden();
    await expect(billing(page).getByRole('combobox', { name: /Prefecture|State/ })).toHaveCount(0);
  });

  test('a script that sets the select is shown in the field', async ({ page }) => {
    await openCheckout(page);
    await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('#billing_country')!;
      select.value = 'GB';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(billing(page).getByRole('combobox', { name: 'Country / Region' })).toHaveValue('United Kingdom (UK)');
  });

  test('the field takes exactly the select\'s box: nothing moves when it is swapped in', async ({ page }) => {
    const boxes: Record<string, unknown> = {};
    // The same page with the islands off shows the server's select where the field now stands.
    await page.goto('/?add-to-cart=33');
    for (const query of ['?islands=off', '']) {
      await page.goto(`/checkout/${query}`);
      const field = billing(page).getByRole('combobox', { name: 'Country / Region' });
      await expect(field).toHaveJSProperty('localName', query ? 'select' : 'input');
      boxes[query || 'islands'] = await page.locator('#billing_country_field').evaluate((row) => {
        const control = row.querySelector('[role="combobox"], select:not([aria-hidden])')!.getBoundingClientRect();
        const own = row.getBoundingClientRect();
        return { row: [own.width, own.height], control: [control.x - own.x, control.y - own.y, control.width, control.height] };
      });
    }
    expect(boxes.islands).toEqual(boxes['?islands=off']);
  });

  test('the cart\'s shipping calculator gets searchable selects when it opens', async ({ page }) => {
    await page.goto('/?add-to-cart=33');
    await page.goto('/cart/');
    await expect(page.locator('body[data-island-mounted~="cart-checkout"]')).toBeAttached();
    await page.getByRole('button', { name: 'Change address' }).click();
    const form = page.locator('#shipping-calculator-form');
    await expect(form).toBeVisible();
    const country = form.getByRole('combobox', { name: /Country/ });
    await expect(country).toHaveJSProperty('localName', 'input');
    await chooseOption(country, 'japan', 'Japan');
    await expect(page.locator('#calc_shipping_country')).toHaveValue('JP');
    const prefecture = form.getByRole('combobox', { name: /Prefecture/ });
    await chooseOption(prefecture, 'osaka', 'Osaka');
    await expect(page.locator('#calc_shipping_state')).toHaveValue('JP27');
    await country.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoAxeViolations(page, '.woocommerce');
  });

  test('without JavaScript the fields stay native selects', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/?add-to-cart=33');
    await page.goto('/checkout/');
    const country = billing(page).getByRole('combobox', { name: 'Country / Region' });
    await expect(country).toHaveJSProperty('localName', 'select');
    await country.selectOption('FR');
    await expect(country).toHaveValue('FR');
    await context.close();
  });
});
