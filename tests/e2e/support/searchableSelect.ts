import { expect, type Locator } from '@playwright/test';

/**
 * Picks an option in a searchable country or state select the way a shopper does: focus the
 * combobox, type part of the name, choose the option from the list. Waits until the field shows it.
 */
export async function chooseOption(combobox: Locator, typed: string, option: string): Promise<void> {
  // The island marks the select mounted before it swaps the searchable field in (on the select's first
  // layout): until then the label names the native select, which offers no typed filtering.
  await expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
  await combobox.click();
  await combobox.fill(typed);
  const page = combobox.page();
  const listId = await combobox.getAttribute('aria-controls');
  await page.locator(`[id="${listId}"]`).getByRole('option', { name: option, exact: true }).click();
  await expect(combobox).toHaveValue(option);
}
