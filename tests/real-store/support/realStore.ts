import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';

/** 'plugin' (wc-islands active) or 'legacy' (deactivated: WooCommerce's own scripts); set by scripts/real-store/run.mjs. */
export const mode = process.env.REALSTORE_MODE === 'legacy' ? 'legacy' : 'plugin';
export const realStoreDir = process.env.REALSTORE_DIR ?? '/tmp/realstore';
export const skipMessage = 'needs the real store: ../shared/realstore/README.md (npm run test:real-store)';

/** Counts requests to one wc-ajax endpoint from now on. */
export function countWcAjax(page: Page, endpoint: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('wc-ajax') === endpoint) counter.count++;
  });
  return counter;
}

/** Uncaught errors and console errors from now on (a 404 of a stubbed blob would show here too). */
export function collectScriptErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The store is offline (no DNS): Gravatar and other outside hosts fail the same way in both modes.
    if (message.type() === 'error' && !message.text().includes('net::ERR_NAME_NOT_RESOLVED')) errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Checks the page runs what this mode says: the wc-islands loader, or WooCommerce's own files. */
export async function expectMode(page: Page): Promise<void> {
  const loader = page.locator('script[src*="/wc-islands/dist/wc-islands.js"]');
  await expect(loader).toHaveCount(mode === 'plugin' ? 1 : 0);
  if (mode === 'plugin') await page.waitForFunction(() => Boolean(window.wcIslands));
}

/** The header cart's count as Storefront prints it ("2 items"). */
/** A listing's add button, by the accessible name WooCommerce gives it. */
export const addButton = (page: Page, name: string) => page.getByRole('button', { name: `Add to cart: “${name}”` });

/** Adds each product from /shop/, one after the other, each confirmed by the 'View cart' link it puts after its button. */
export async function addFromShop(page: Page, names: readonly string[]): Promise<void> {
  await page.goto('/shop/');
  await expectMode(page);
  for (const [index, name] of names.entries()) {
    await addButton(page, name).click();
    // The mini-cart has its own 'View cart' too: count only the links after the buttons.
    await expect(page.locator('a.added_to_cart')).toHaveCount(index + 1);
  }
}

export const headerCount = (page: Page) => page.locator('.site-header-cart .cart-contents .count').first();

/** One SQL query on the store's MariaDB (development only), tab-separated rows. */
export function sql(query: string): string {
  return execFileSync('mariadb', ['--socket', `${realStoreDir}/run/mariadb.sock`, '-uroot', '-N', '-B', 'realstore', '-e', query], { encoding: 'utf8' });
}

/**
 * scripts/wordpress/plugin-cli.php on the store, through WordPress's own code paths: e.g.
 * `wpCli('activate-plugin', 'autoptimize/autoptimize.php')`, `wpCli('theme', 'astra')` (tests/real-store/plugins/README.md).
 */
export function wpCli(...args: readonly string[]): string {
  const url = process.env.REALSTORE_URL ?? 'http://127.0.0.1:8090';
  return execFileSync('php', [new URL('../../../scripts/wordpress/plugin-cli.php', import.meta.url).pathname, `${realStoreDir}/wp`, url, ...args], { encoding: 'utf8' }).trim();
}

/** An order's meta value, read from HPOS tables or post meta (an install may have either). */
export function orderMeta(orderId: number, key: string): string {
  const hpos = sql(`SELECT meta_value FROM wp_wc_orders_meta WHERE order_id = ${orderId} AND meta_key = '${key}' LIMIT 1`).trim();
  return hpos || sql(`SELECT meta_value FROM wp_postmeta WHERE post_id = ${orderId} AND meta_key = '${key}' LIMIT 1`).trim();
}

/**
 * On the gallery post: opens the first image in the carousel and posts a guest's comment, until the form says
 * it landed (the store's discussion settings decide whether a guest's first comment is held or approved).
 */
export async function postCarouselComment(page: Page, comment: { readonly text: string; readonly email: string; readonly name: string }): Promise<void> {
  await expect(page.locator('figure.wp-block-gallery').first()).toHaveAttribute('data-island-mounted', /carousel/);
  const image = page.locator('figure.wp-block-gallery img[data-attachment-id]').first();
  await image.scrollIntoViewIfNeeded();
  await image.click();
  const form = page.getByRole('dialog').locator('form');
  await form.getByRole('textbox', { name: 'Write a Comment...' }).fill(comment.text);
  await form.getByRole('textbox', { name: 'Email (Required)' }).fill(comment.email);
  await form.getByRole('textbox', { name: 'Name (Required)' }).fill(comment.name);
  await form.getByRole('button', { name: 'Post Comment' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Your comment (is in moderation|was approved)\.$/);
}

/** The checkout's first billing fields (name, street, city), typed as a shopper does; callers go on with what each waits for. */
export async function fillBillingStart(page: Page, lastName: string): Promise<void> {
  await page.locator('#billing_first_name').fill('Ada');
  await page.locator('#billing_last_name').fill(lastName);
  await page.locator('#billing_address_1').fill('12 Field Rd');
  await page.locator('#billing_city').fill('Ames');
}

/** The whole billing address in Iowa, field by field as a shopper types it (the state first); no wait for the reviews. */
export async function fillIowaBilling(page: Page, lastName: string, email = 'ada@example.test'): Promise<void> {
  await fillBillingStart(page, lastName);
  await page.locator('#billing_state').selectOption('IA');
  await page.locator('#billing_postcode').fill('50010');
  await page.locator('#billing_phone').fill('5155550100');
  await page.locator('#billing_email').fill(email);
}

/** The next answer to WooCommerce's order review (`wc-ajax=update_order_review`). */
export const nextReview = (page: Page) => page.waitForResponse((response) => new URL(response.url()).searchParams.get('wc-ajax') === 'update_order_review');

/**
 * One product in the cart, then the checkout with its first review arrived and Storefront's store notice dismissed
 * (it is fixed over the bottom of the page, where the payment methods scroll to).
 */
export async function openCheckoutWithProduct(page: Page, productId: number): Promise<void> {
  await page.goto(`/shop/?add-to-cart=${productId}`);
  await expect(page.locator('.site-header-cart .count').first()).toHaveText('1 item');
  const review = nextReview(page);
  await page.goto('/checkout/');
  await expectMode(page);
  await review;
  await page.locator('.woocommerce-store-notice').getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.locator('.woocommerce-store-notice')).toBeHidden();
}

/** The billing address in Iowa, then the review the state asks for has arrived and nothing is blocked. */
export async function fillBillingAndAwaitReview(page: Page, lastName: string, email: string): Promise<void> {
  await fillBillingStart(page, lastName);
  await page.locator('#billing_postcode').fill('50010');
  await page.locator('#billing_phone').fill('5155550100');
  await page.locator('#billing_email').fill(email);
  const review = nextReview(page);
  await page.locator('#billing_state').selectOption('IA');
  await review;
  await expect(page.locator('.blockUI')).toHaveCount(0);
}

/**
 * The gallery post's first image opened: exactly one carousel shows, the bundle's with the plugin, Jetpack's in the
 * legacy control (Jetpack prints its overlay's markup either way; only the carousel that runs shows it).
 */
export async function openGalleryPostCarousel(page: Page): Promise<void> {
  await page.goto('/field-day-spraying-soybeans/');
  await expectMode(page);
  if (mode === 'plugin') await expect(page.locator('figure.wp-block-gallery').first()).toHaveAttribute('data-island-mounted', /carousel/);
  else await page.waitForFunction(() => Boolean((window as { jetpackCarouselStrings?: unknown }).jetpackCarouselStrings) && document.readyState === 'complete');
  await page.locator('figure.wp-block-gallery img').first().click();
  const jetpackCarousel = page.locator('.jp-carousel-overlay');
  const islandsCarousel = page.locator('.wci-carousel');
  await expect(mode === 'plugin' ? islandsCarousel : jetpackCarousel).toBeVisible();
  await expect(mode === 'plugin' ? jetpackCarousel : islandsCarousel).toBeHidden();
  await expect(islandsCarousel).toHaveCount(mode === 'plugin' ? 1 : 0);
}

/** On the classic cart page: the first line's quantity set to 3 and 'Update cart' pressed; the total follows. */
export async function updateFirstQuantityToThree(page: Page): Promise<void> {
  const total = page.locator('.cart_totals .order-total .amount');
  const before = await total.textContent();
  await page.getByRole('spinbutton', { name: /quantity/i }).first().fill('3');
  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect(page.getByRole('alert').or(page.locator('.woocommerce-message'))).toContainText('Cart updated.');
  await expect(total).not.toHaveText(before ?? '');
  await expect(page.getByRole('spinbutton', { name: /quantity/i }).first()).toHaveValue('3');
}
