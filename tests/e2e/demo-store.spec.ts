import { expect, test, type Locator, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';

// The demo store as a theme developer first sees it (issue #16): one test per visible fault that was
// fixed, so none comes back, and every page of the demo store's table (docs/contributing.md) free of console errors and failed requests.

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const mounted = (name: string): RegExp => new RegExp(`(^| )${name}( |$)`);

/** Whether a shopper's click at the element's centre lands on it (nothing fixed covers it). */
async function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
}

async function logInAsAdmin(page: Page): Promise<void> {
  const login = await page.request.post('/wp-login.php', { form: { log: 'admin', pwd: 'admin-demo-2026', redirect_to: '/shop/' }, maxRedirects: 0 });
  expect(login.status()).toBe(303);
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`the shop's pager is one horizontal row of boxed page numbers at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/shop/');
    const pager = page.getByRole('navigation', { name: 'Product Pagination' });
    const items = pager.locator('li');
    await expect(items).toHaveCount(5);
    const tops = await items.evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // Only the page numbers are boxed, not the list around them.
    await expect(pager.locator('ul.page-numbers')).toHaveCSS('border-top-width', '0px');
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveCSS('border-top-width', '1px');
  });
}

test('the cart with one item fits a 375 px phone, each cell labelled from data-title', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/?add-to-cart=33');
  await page.goto('/cart/');
  await expect(page.locator('.woocommerce-cart-form__cart-item')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const price = page.locator('.woocommerce-cart-form__cart-item td.product-price');
  expect(await price.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Price: "');
  await expect(page.locator('.woocommerce-cart-form__contents thead')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Update cart' })).toBeInViewport({ ratio: 0 });
});

test.describe('the handheld footer bar at 375 px', () => {
  test.use({ viewport: PHONE });

  test('closed, its search form hides behind the labels; open, it sits above the store notice', async ({ page }) => {
    await page.goto('/shop/');
    const bar = page.locator('.storefront-handheld-footer-bar');
    await expect(bar).toHaveAttribute('data-island-mounted', mounted('handheld-footer-bar'));
    await expect(page.locator('.woocommerce-store-notice')).toBeVisible();
    const toggle = bar.locator('li.search > a');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await isOnTop(bar.getByRole('link', { name: 'My Account' }))).toBe(true);
    expect(await isOnTop(toggle)).toBe(true);
    expect(await isOnTop(bar.locator('li.cart a'))).toBe(true);
    const search = bar.getByRole('searchbox');
    await expect(search).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(search).toBeVisible();
    await expect(search).toBeFocused();
    // Wait for the slide-up to end: the form's box stops moving.
    await expect.poll(async () => {
      const before = await search.boundingBox();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const after = await search.boundingBox();
      return before !== null && after !== null && before.y === after.y;
    }).toBe(true);
    expect(await isOnTop(search)).toBe(true);
    expect(await isOnTop(bar.locator('.site-search button[type="submit"]'))).toBe(true);
  });
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`for the admin at ${viewport.width} px, the store notice and the coming-soon banner are both reachable`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logInAsAdmin(page);
    await page.goto('/shop/');
    const notice = page.locator('.woocommerce-store-notice');
    const banner = page.locator('#coming-soon-footer-banner');
    await expect(notice).toHaveAttribute('data-island-mounted', mounted('store-notice'));
    await expect(banner).toHaveAttribute('data-island-mounted', mounted('coming-soon-banner'));
    const noticeBox = (await notice.boundingBox())!;
    const bannerBox = (await banner.boundingBox())!;
    expect(noticeBox.y + noticeBox.height <= bannerBox.y || bannerBox.y + bannerBox.height <= noticeBox.y).toBe(true);
    expect(await isOnTop(banner.getByRole('button', { name: 'Dismiss coming soon banner' }))).toBe(true);
    const dismiss = notice.getByRole('button', { name: 'Dismiss' });
    expect(await isOnTop(dismiss)).toBe(true);
    await dismiss.click();
    await expect(notice).toBeHidden();
    await expect(banner).toBeVisible();
  });
}

test('with JavaScript off, a linked gallery image opens its attachment page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto('/field-day-spraying-soybeans/');
  await page.getByRole('link', { name: 'The AS-30 at rest' }).click();
  await expect(page).toHaveURL(/\/field-day-spraying-soybeans\/field-day-13\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The AS-30 at rest' })).toBeVisible();
  const image = page.getByRole('img', { name: 'The AS-30 at rest' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole('link', { name: /Published in/ }).click();
  await expect(page).toHaveURL(/\/field-day-spraying-soybeans\/$/);
  expect(errors).toEqual([]);
  await context.close();
});

test('the brands index letters and the section headings read the same, upper case', async ({ page }) => {
  await page.goto('/brands/');
  const index = await page.locator('.brands_index a').allInnerTexts();
  const headings = await page.locator('#brands_a_z > h2').allInnerTexts();
  expect(index).toEqual(['A', 'R', 'S', 'V']);
  expect(headings).toEqual(index);
});

test('the store is set in Source Sans Pro served by the store itself, and product images keep their box', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/shop/');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await page.evaluate(() => document.fonts.check('16px "Source Sans Pro"'))).toBe(true);
  expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.replaceAll('"', '') === 'Source Sans Pro' && f.status === 'loaded'))).toBe(true);
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  const images = page.locator('ul.products img');
  await expect(images).toHaveCount(12);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('width', '324');
    await expect(img).toHaveAttribute('height', '324');
    await expect(img).toHaveAttribute('srcset', /324w.*, .*800w$/);
  }
  const first = images.first();
  expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // A product shot, not a label: the picture carries no text.
  const svg = await (await page.request.get((await first.getAttribute('src'))!)).text();
  expect(svg).toContain('<svg');
  expect(svg).not.toContain('<text');
});

test('address suggestions keep a typed house number: "123 Main" offers 123 Main Street in several towns', async ({ page }) => {
  await page.goto('/?add-to-cart=33');
  await page.goto('/checkout/');
  const field = page.locator('#billing_address_1');
  await expect(field).toHaveAttribute('role', 'combobox');
  await field.pressSequentially('123 Main', { delay: 30 });
  const options = page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option');
  await expect(options).toHaveCount(5);
  const labels = await options.allInnerTexts();
  for (const label of labels) expect(label).toMatch(/^123 Main Street, /);
  expect(new Set(labels.map((label) => label.split(', ')[1])).size).toBe(5);
  await options.first().click();
  await expect(page.locator('#billing_address_1')).toHaveValue('123 Main Street');
  await expect(page.locator('#billing_city')).toHaveValue('Des Moines');
  await expectNoAxeViolations(page, '#billing_address_1_field');
});

/** Every page of the demo store's table in docs/contributing.md (and the attachment page and /__real-wc/ captures). */
const PAGES = [
  '/', '/shop/', '/shop/page/2/', '/product-tag/spraying/', '/brands/', '/product/agriwing-as-30-agricultural-spraying-drone/',
  '/cart/', '/checkout/', '/my-account/', '/wp-login.php', '/field-day-spraying-soybeans/', '/field-day-spraying-soybeans/field-day-3/',
  '/attribution-demo/', '/__real-wc/shop/', '/__real-wc/product-drone/', '/__real-wc/cart-classic/', '/__real-wc/gallery-post/',
  '/shop/?islands=off', '/shop/?jquery=1',
];

for (const path of PAGES) {
  test(`${path} loads with no console error and no failed request, JavaScript on and off`, async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
      // One item in the cart (so the cart and checkout have content), added before the page is watched.
      expect((await context.request.get('/?add-to-cart=33')).ok()).toBe(true);
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      // wp-login.php is WordPress's own screen, with nothing for the islands to mount on.
      if (javaScriptEnabled && !path.includes('islands=off') && !path.startsWith('/wp-login')) {
        await expect(page.locator('body')).toHaveAttribute('data-island-mounted', /\S/);
      }
      // With scripts off, Chromium refuses the loader chunk's modulepreload under the strict policy though it
      // carries the nonce (no console message; nothing a shopper sees, and a page with scripts off needs no script).
      const refusedPreload = (entry: string) => !javaScriptEnabled && /\/dist\/chunks\/loader-[\w-]+\.js csp$/.test(entry);
      expect(failed.filter((entry) => !refusedPreload(entry))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
}
