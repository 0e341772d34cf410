import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request, type Response as PageResponse } from '@playwright/test';
import { collectScriptErrors, countWcAjax, expectMode, fillIowaBilling, mode, orderMeta, realStoreDir, skipMessage, sql, wpCli } from './support/realStore.ts';

// A guest's journeys on Twenty Twenty-Five, WordPress's block theme (issue #28), run twice by scripts/real-store/run.mjs
// (plugin, legacy). WooCommerce serves its block templates there: the Product Collection block's Product Button (an
// Interactivity API block that adds through the Store API), the Mini-Cart block, the single product template around
// the classic gallery and form; the store's cart and checkout pages keep their shortcodes, and
// tests/real-store/plugins/theme-twentytwentyfive.mjs adds /block-cart/ and /block-checkout/ with WooCommerce's
// blocks. Storefront comes back after, as the tier's other specs expect. Facts: docs/reference/theme-twentytwentyfive.md.
test.skip(!process.env.REALSTORE_URL, skipMessage);

const installed = existsSync(`${realStoreDir}/wp/wp-content/themes/twentytwentyfive/style.css`);
test.skip(!installed, 'Twenty Twenty-Five is not in the store: tests/real-store/plugins/theme-twentytwentyfive.mjs (npm run test:real-store)');

test.beforeAll(() => {
  wpCli('theme', 'twentytwentyfive');
  // The seed's store notice (a spec may have left it off).
  sql("UPDATE wp_options SET option_value = 'yes' WHERE option_name = 'woocommerce_demo_store'");
});
test.afterAll(() => {
  wpCli('theme', 'storefront');
});

/** Store API cart writes from now on (the blocks' adds, quantity changes, checkout), by route. */
function countStoreApi(page: Page): { readonly routes: string[] } {
  const counter = { routes: [] as string[] };
  page.on('request', (request) => {
    const route = /\/wc\/store\/v1\/([a-z/-]+)/.exec(new URL(request.url()).pathname + new URL(request.url()).search)?.[1];
    if (route && request.method() === 'POST') counter.routes.push(route);
  });
  return counter;
}

const miniCartBadge = (page: Page) => page.locator('.wc-block-mini-cart__badge');
/** The Product Collection block's button for a product, by the accessible name WooCommerce gives it. */
const blockAddButton = (page: Page, name: string) => page.locator('.wp-block-woocommerce-product-button').getByRole('button', { name: `Add to cart: “${name}”` });

/** Elements of WooCommerce's blocks that an island of the bundle marked: none may be. */
const islandsOnBlocks = (page: Page) =>
  page.locator(
    ['.wp-block-woocommerce-product-button', '.wc-block-mini-cart', '.wc-block-catalog-sorting', '.wp-block-woocommerce-cart', '.wp-block-woocommerce-checkout']
      .flatMap((block) => [`${block}[data-island-mounted]`, `${block} [data-island-mounted]`])
      .join(', '),
  );

/**
 * Adds each product from /shop/ with the Product Button block, each confirmed by the Store API's answer and the
 * Mini-Cart block's badge (it counts optimistically, and leaving the page before the answer cancels the add). A click
 * before the Interactivity API has hydrated the button does nothing (a `type="button"` with no handler yet, and no
 * mark when it is ready): the shopper clicks again, only while no add was sent.
 */
async function addFromBlockShop(page: Page, names: readonly string[]): Promise<void> {
  const sent: Array<Promise<boolean>> = [];
  const listener = (request: Request): void => {
    if (/\/wc\/store\/v1\/(batch|cart\/add-item)/.test(request.url()) && request.method() === 'POST') sent.push(request.response().then((response) => response?.ok() ?? false));
  };
  page.on('request', listener);
  await page.goto('/shop/');
  await expectMode(page);
  for (const [index, name] of names.entries()) {
    await expect(async () => {
      if (sent.length === index) await blockAddButton(page, name).click();
      expect(sent).toHaveLength(index + 1);
    }).toPass({ intervals: [1000], timeout: 15_000 });
    expect(await sent[index]).toBe(true);
    await expect(miniCartBadge(page)).toHaveText(String(index + 1));
  }
  page.off('request', listener);
}

/** Goes to a campaign's landing page, so order attribution has a source to record. */
async function landFromCampaign(page: Page, source: string): Promise<void> {
  await page.goto(`/?utm_source=${source}&utm_medium=email&utm_campaign=block-theme`);
  await expectMode(page);
  await page.waitForLoadState('load');
}

test(`[${mode}] twentytwentyfive: the Product Button block adds through the Store API untouched, the Mini-Cart block follows, no island on block markup`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  const wcAjaxAdds = countWcAjax(page, 'add_to_cart');
  const storeApi = countStoreApi(page);
  await addFromBlockShop(page, ['10 L Spray Tank', '30 L Spray Tank']);
  // The block's own request (a batch of one add-item each), never the classic wc-ajax add.
  expect(storeApi.routes.filter((route) => route === 'batch' || route === 'cart/add-item')).toHaveLength(2);
  expect(wcAjaxAdds.count).toBe(0);
  await expect(blockAddButton(page, '10 L Spray Tank')).toHaveText('1 in cart');
  if (mode === 'plugin') await expect(page.locator('body')).toHaveAttribute('data-island-mounted', /order-attribution/);
  await expect(islandsOnBlocks(page)).toHaveCount(0);

  await page.locator('.wc-block-mini-cart__button').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.locator('.wc-block-cart-items__row')).toHaveCount(2);
  await expect(drawer).toContainText('30 L Spray Tank');

  await page.reload();
  await expectMode(page);
  await expect(miniCartBadge(page)).toHaveText('2');
  expect(errors).toEqual([]);
});

test(`[${mode}] twentytwentyfive: a classic loop button (a [products] shortcode) adds once through wc-ajax, and the Mini-Cart block follows`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  const adds = countWcAjax(page, 'add_to_cart');
  await page.goto('/classic-loop/');
  await expectMode(page);
  const button = page.getByRole('button', { name: 'Add to cart: “10 L Spray Tank”' });
  if (mode === 'plugin') await expect(button).toHaveAttribute('data-island-mounted', 'add-to-cart');
  await button.click();
  await expect(page.locator('a.added_to_cart')).toHaveCount(1);
  // The block refreshes on wc-blocks_added_to_cart: from its own jQuery bridge (legacy) or from the bundle (no jQuery).
  await expect(miniCartBadge(page)).toHaveText('1');
  expect(adds.count).toBe(1);
  expect(errors).toEqual([]);
});

test(`[${mode}] twentytwentyfive: the Catalog Sorting block sorts the listing once, by its own navigation`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.url().includes('orderby=')) documents.push(request.url());
  });
  await page.goto('/shop/');
  await expectMode(page);
  await page.waitForLoadState('load');
  await page.getByRole('combobox', { name: 'Shop order' }).selectOption('price');
  await expect(page).toHaveURL(/orderby=price/);
  await expect(page.locator('.wp-block-woocommerce-product-template li').first()).toContainText('$');
  await expect(islandsOnBlocks(page)).toHaveCount(0);
  // The block navigates with the Interactivity API's router (a fetch), never by submitting its form.
  expect(documents).toEqual([]);
  expect(errors).toEqual([]);
});

test(`[${mode}] twentytwentyfive: the single product template adds through its classic form; the Mini-Cart block counts it`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await page.goto('/product/kestrel-m3-mapping-drone/');
  await expectMode(page);
  const gallery = page.locator('.woocommerce-product-gallery');
  await expect(gallery).toHaveCSS('opacity', '1');
  if (mode === 'plugin') await expect(gallery).toHaveAttribute('data-island-mounted', /single-product/);
  await page.locator('form.cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('“Kestrel M3 Mapping Drone” has been added to your cart.')).toBeVisible();
  await expect(miniCartBadge(page)).toHaveText('1');
  expect(errors).toEqual([]);
});

test(`[${mode}] twentytwentyfive: the store notice shows until dismissed, and its cookie keeps it hidden`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await page.goto('/');
  await expectMode(page);
  // Printed hidden; woocommerce.js shows it at DOM ready, the island at load (a busy control once took over 10 s).
  await page.waitForLoadState('load');
  const notice = page.getByRole('complementary', { name: 'Store notice' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name.startsWith('store_notice')).map((cookie) => cookie.value)).toEqual(['hidden']);
  await page.goto('/shop/');
  await expectMode(page);
  await page.waitForLoadState('load');
  await expect(notice).toBeHidden();
  expect(errors).toEqual([]);
});

test(`[${mode}] twentytwentyfive: the classic cart and checkout place one order, with the campaign's attribution`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await landFromCampaign(page, 'tt5-classic');
  await addFromBlockShop(page, ['10 L Spray Tank']);
  await page.goto('/cart/');
  await expectMode(page);
  await expect(page.locator('tr.cart_item')).toHaveCount(1);
  const checkouts = countWcAjax(page, 'checkout');
  const reviews = countWcAjax(page, 'update_order_review');
  await page.goto('/checkout/');
  await expectMode(page);
  await expect.poll(() => reviews.count).toBeGreaterThanOrEqual(1);
  await fillIowaBilling(page, 'Blocktheme');
  await page.locator('#billing_email').blur();
  await expect(page.locator('.blockUI')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/order-received\/(\d+)/, { timeout: 20_000 });
  expect(checkouts.count).toBe(1);
  const orderId = Number(/order-received\/(\d+)/.exec(page.url())?.[1]);
  expect(orderMeta(orderId, '_wc_order_attribution_source_type')).toBe('utm');
  expect(orderMeta(orderId, '_wc_order_attribution_utm_source')).toBe('tt5-classic');
  expect(errors).toEqual([]);
});

test(`[${mode}] twentytwentyfive: the Cart and Checkout blocks keep their own scripts and place one order, with the campaign's attribution`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await landFromCampaign(page, 'tt5-blocks');
  await addFromBlockShop(page, ['10 L Spray Tank']);
  const storeApi = countStoreApi(page);

  await page.goto('/block-cart/');
  await expectMode(page);
  const cart = page.locator('.wp-block-woocommerce-cart');
  await expect(cart.locator('.wc-block-cart-items__row')).toHaveCount(1);
  await cart.getByRole('button', { name: 'Increase quantity of 10 L Spray Tank' }).click();
  await expect(cart.getByRole('spinbutton', { name: 'Quantity of 10 L Spray Tank in your cart.' })).toHaveValue('2');
  await expect.poll(() => storeApi.routes.filter((route) => route.startsWith('cart/update-item') || route === 'batch').length).toBe(1);
  await expect(islandsOnBlocks(page)).toHaveCount(0);

  await page.goto('/block-checkout/');
  await expectMode(page);
  // WooCommerce's block checkout scripts print as they do without the plugin.
  await expect(page.locator('script#wc-checkout-block-frontend-js')).toHaveCount(1);
  const checkout = page.locator('.wp-block-woocommerce-checkout');
  await checkout.getByLabel('Email address').fill('ada@example.test');
  await checkout.getByLabel('First name').fill('Ada');
  await checkout.getByLabel('Last name').fill('Blocks');
  await checkout.getByLabel('Address', { exact: true }).fill('12 Field Rd');
  await checkout.getByLabel('City').fill('Ames');
  await checkout.getByLabel('State').selectOption('IA');
  await checkout.getByLabel('ZIP Code').fill('50010');
  await checkout.getByLabel('Phone').fill('5155550100');
  await checkout.getByLabel('Check payments').check();
  await expect(islandsOnBlocks(page)).toHaveCount(0);
  storeApi.routes.length = 0;
  const placed = () => storeApi.routes.filter((route) => route === 'checkout').length;
  // A click while the block is still saving the address (its update-customer batch) was lost once in the legacy
  // control, with no message: the shopper clicks again, only while no order was sent.
  await expect(async () => {
    if (placed() === 0) await checkout.getByRole('button', { name: 'Place Order' }).click();
    expect(placed()).toBe(1);
  }).toPass({ intervals: [2000], timeout: 20_000 });
  await expect(page).toHaveURL(/order-received\/(\d+)/, { timeout: 30_000 });
  expect(placed()).toBe(1);
  const orderId = Number(/order-received\/(\d+)/.exec(page.url())?.[1]);
  expect(orderMeta(orderId, '_wc_order_attribution_source_type')).toBe('utm');
  expect(orderMeta(orderId, '_wc_order_attribution_utm_source')).toBe('tt5-blocks');
  expect(errors).toEqual([]);
});

/** The page's classic scripts (`<script id="HANDLE-js">` with a file), by handle. */
const printedHandles = (page: Page) =>
  page.$$eval('script[src][id$="-js"]', (scripts) => scripts.map((script) => script.id.replace(/-js$/, '')));

test(`[${mode}] twentytwentyfive: jQuery per page type, and no script error on any`, async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectScriptErrors(page);
  const found: Record<string, { jquery: boolean; handles: string[]; scripts: number; gzipKb: string }> = {};
  const visit = async (name: string, path: string): Promise<void> => {
    // Every script the page fetched until the network went idle (island chunks and modules included), gzip -9.
    const sizes: Array<Promise<number>> = [];
    const listener = (response: PageResponse): void => {
      if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
    };
    page.on('response', listener);
    await page.goto(path);
    await expectMode(page);
    await page.waitForLoadState('networkidle');
    page.off('response', listener);
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    const jquery = await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery === 'function');
    found[name] = { jquery, handles: await printedHandles(page), scripts: sizes.length, gzipKb: (bytes / 1024).toFixed(1) };
  };
  for (const [name, path] of [['home', '/'], ['shop', '/shop/'], ['product', '/product/agriwing-t-series-spraying-drone/'], ['account', '/my-account/'], ['blog post', '/field-day-spraying-soybeans/']] as const) await visit(name, path);
  await addFromBlockShop(page, ['10 L Spray Tank']);
  for (const [name, path] of [['cart', '/cart/'], ['checkout', '/checkout/'], ['block cart', '/block-cart/'], ['block checkout', '/block-checkout/']] as const) await visit(name, path);
  for (const [name, { jquery, handles, scripts, gzipKb }] of Object.entries(found)) {
    console.log(`twentytwentyfive [${mode}] ${name}: jQuery ${jquery ? 'yes' : 'no'}; ${scripts} scripts, ${gzipKb} KB gz; classic handles: ${handles.join(' ')}`);
  }
  test.info().annotations.push({ type: 'jQuery', description: JSON.stringify(Object.fromEntries(Object.entries(found).map(([name, { jquery }]) => [name, jquery]))) });
  // WooCommerce enqueues woocommerce.js (and with it jQuery) on every front-end page; the plugin replaces it.
  for (const { jquery } of Object.values(found)) expect(jquery).toBe(mode === 'legacy');
  expect(errors).toEqual([]);
});
