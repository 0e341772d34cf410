import { expect, type Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Page types measured, in the order of the report; cart and checkout with one item in the cart, edit account
 * (last: the session stays logged in) as the administrator, the only account the store has (the admin bar's scripts count).
 */
export const measuredPages: readonly { name: string; path: string; withCart?: boolean; loggedIn?: boolean }[] = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop/' },
  { name: 'category listing', path: '/product-category/drones/spraying-drones/' },
  { name: 'tag listing', path: '/product-tag/spraying/' },
  { name: 'brands', path: '/brands/' },
  { name: 'blog', path: '/blog/' },
  { name: 'gallery post', path: '/field-day-spraying-soybeans/' },
  { name: 'simple product', path: '/product/kestrel-m3-mapping-drone/' },
  { name: 'variable product', path: '/product/agriwing-t-series-spraying-drone/' },
  { name: 'my account', path: '/my-account/' },
  { name: 'lost password', path: '/my-account/lost-password/' },
  { name: 'cart', path: '/cart/', withCart: true },
  { name: 'checkout', path: '/checkout/' },
  { name: 'edit account', path: '/my-account/edit-account/', loggedIn: true },
];

/** Outside test-results/, which Playwright empties at the start of each run (the runner reads both modes). */
export const reportFile = (mode: string): string => join(tmpdir(), `wc-islands-real-store-measure-${mode}.json`);

/** Puts one item in the cart through the no-JS link, the same way in both modes. */
export async function addToCartForMeasure(page: Page): Promise<void> {
  await page.goto('/shop/?add-to-cart=46');
  await expect(page.locator('.site-header-cart .count').first()).not.toHaveText('0 items');
}
