import { expect, type Page } from '@playwright/test';
import { chooseOption } from './searchableSelect.ts';

/** Fills the billing section by its labels and ticks the terms, as a shopper does before placing the order. */
export async function fillBilling(page: Page, email = 'ana@example.com', terms = true): Promise<void> {
  const billing = page.locator('.woocommerce-billing-fields');
  await billing.getByLabel('First name').fill('Ana');
  await billing.getByLabel('Last name').fill('Diaz');
  await billing.getByLabel('Street address').fill('1 Main St');
  await page.keyboard.press('Escape');
  await billing.getByLabel('Town / City').fill('Ames');
  // A searchable combobox with the islands on, the server's select with JavaScript off.
  const state = billing.getByRole('combobox', { name: 'State' });
  if (await state.evaluate((el) => el.localName) === 'select') await state.selectOption('IA');
  else await chooseOption(state, 'iowa', 'Iowa');
  await billing.getByLabel('ZIP Code').fill('50010');
  await billing.getByLabel('Email address').fill(email);
  if (terms) await page.getByRole('checkbox', { name: /I have read and agree to the website terms and conditions/ }).check();
}

/** Fills the billing section by its labels and places the order; resolves on the order-received page. */
export async function placeOrder(page: Page): Promise<void> {
  await fillBilling(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  // Either outcome, so a refused order fails with the store's own error rather than a time-out.
  await expect(page.locator('.woocommerce-thankyou-order-received, .woocommerce-error').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.woocommerce-error')).toHaveCount(0);
  await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
}
