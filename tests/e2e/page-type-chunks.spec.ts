import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test.ts';

// Issue #29: a page evaluates only the code it uses. Which of our source files a chunk holds is read from
// its source map (the build's own manifest of the chunk), so the test follows the code, not chunk names.
const BUNDLE = /\/wp-content\/plugins\/wc-islands\/dist\/.+\.js(\?|$)/;
/** Cart and checkout, address and country fields, the post carousel, the REST client: never a listing's. */
const NOT_A_LISTINGS = /\/src\/(core\/(checkout|address|combobox|carousel|rest)|islands\/(cart-checkout|address-autocomplete|country-select|carousel)|rest)\//;
/** What only my account's forms and the checkout use: password fields, and the spec sections of checkout, account and product page. */
const FORMS_AND_SECTIONS = /\/src\/(islands\/password-(toggle|strength)|core\/constants\/(checkout|account|productPage)\.ts)/;
/** The every-page work that can wait for the shopper: order attribution, analytics, the newsletter form. */
const WAITS = /\/src\/(core\/(attribution|analytics|newsletter)|islands\/(order-attribution|analytics|newsletter))\//;

/** The bundle's files the page has fetched so far (module scripts and imports run once fetched). */
async function fetchedBundleFiles(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return urls.filter((url) => BUNDLE.test(url)).map((url) => url.split('?')[0]!);
}

/** Our source files (`/src/...`) in a bundle file, from its source map in the build the demo store serves (not served itself). */
function sourcesOfFile(url: string): string[] {
  const file = join(process.env.E2E_DIST_DIR ?? 'dist', `${url.split('?')[0]!.replace(/^.*\/dist\//, '')}.map`);
  // The bundler's runtime helpers alone come without a map: none of our code is there.
  if (!existsSync(file) && /\/rolldown-runtime-[\w-]+\.js$/.test(url)) return [];
  const map = JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] };
  // Island definitions (where and when each mounts) are the loader's by design; the code behind them is not.
  return map.sources.map((source) => source.replace(/^(\.\.\/)+/, '/')).filter((source) => source.startsWith('/src/') && !source.endsWith('/definition.ts'));
}

function sourcesOf(files: readonly string[]): Map<string, string[]> {
  return new Map(files.filter((file) => !file.endsWith('/wc-islands.js')).map((file) => [file, sourcesOfFile(file)]));
}

const offenders = (sources: Map<string, string[]>, pattern: RegExp): string[] =>
  [...sources].flatMap(([file, list]) => list.filter((source) => pattern.test(source)).map((source) => `${file.replace(/^.*\/dist\//, '')}: ${source}`));

test('a listing fetches and evaluates no cart, checkout, address, carousel or REST client code', async ({ page }) => {
  await page.goto('/shop/');
  const button = page.getByRole('button', { name: /^Add to cart: “/ }).first();
  await expect(button).toHaveAttribute('data-island-mounted', /add-to-cart/);
  // The islands that wait (idle) have mounted too: everything the listing loads has arrived.
  await expect(page.locator('body')).toHaveAttribute('data-island-mounted', /order-attribution/);
  await expect(page.locator('body')).toHaveAttribute('data-island-mounted', /analytics/);
  await page.waitForLoadState('networkidle');
  const files = await fetchedBundleFiles(page);
  expect(files.some((file) => /\/chunks\/site-/.test(file))).toBe(true);
  expect(offenders(sourcesOf(files), NOT_A_LISTINGS)).toEqual([]);
  // Generic selectors that only ever match there (password fields), and the spec sections a barrel re-exports.
  expect(offenders(sourcesOf(files), FORMS_AND_SECTIONS)).toEqual([]);
});

test('a product page and a gallery post evaluate no password, checkout or account code', async ({ page }) => {
  for (const [path, mounted] of [['/product/skymap-fw1-fixed-wing-vtol-mapper/', '.woocommerce-product-gallery'], ['/field-day-spraying-soybeans/', '[data-carousel-extra]']] as const) {
    await page.goto(path);
    await expect(page.locator(mounted).first()).toHaveAttribute('data-island-mounted', /./);
    await expect(page.locator('body')).toHaveAttribute('data-island-mounted', /order-attribution/);
    await page.waitForLoadState('networkidle');
    const sources = sourcesOf(await fetchedBundleFiles(page));
    expect(offenders(sources, /\/src\/(islands\/(cart-checkout|address-autocomplete|country-select)|core\/(checkout|address))\//)).toEqual([]);
    expect(offenders(sources, path.startsWith('/product/') ? /\/src\/(islands\/password-|core\/constants\/(checkout|account)\.ts)/ : FORMS_AND_SECTIONS)).toEqual([]);
  }
});

test('the cart page evaluates none of the checkout\'s code, the checkout none of the cart page\'s; a click before they arrive lands once', async ({ page }) => {
  await page.goto('/?add-to-cart=33');
  await page.goto('/cart/');
  await expect(page.locator('body')).toHaveAttribute('data-island-mounted', /(^| )cart-checkout( |$)/);
  await page.waitForLoadState('networkidle');
  expect(offenders(sourcesOf(await fetchedBundleFiles(page)), /\/src\/islands\/cart-checkout\/checkout\//)).toEqual([]);

  // The checkout's part is held back: the shopper's click on the coupon toggle waits for it, and opens the field once
  // (a second run of the click would close it again).
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let partRequests = 0;
  await page.route(/\/chunks\/cart-checkout-checkout-[\w-]+\.js$/, async (route) => {
    partRequests += 1;
    await held;
    await route.continue();
  });
  await page.goto('/checkout/');
  await expect.poll(() => partRequests).toBe(1);
  const toggle = page.getByRole('button', { name: 'Enter your coupon code' });
  await toggle.click();
  const coupon = page.getByRole('textbox', { name: 'Coupon:' });
  await expect(coupon).toBeHidden();
  release();
  await expect(page.locator('form.checkout')).toHaveAttribute('data-island-mounted', /(^| )cart-checkout( |$)/);
  await expect(coupon).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.waitForLoadState('networkidle');
  expect(offenders(sourcesOf(await fetchedBundleFiles(page)), /\/src\/islands\/cart-checkout\/cart-page\//)).toEqual([]);
});

test('attribution, analytics and the newsletter wait in a chunk of their own; the landing URL is still what is recorded', async ({ page }) => {
  // Hold back every chunk holding attribution code until the listing's first islands have mounted.
  const held: (() => Promise<void>)[] = [];
  await page.route(/\/chunks\/[^/]+\.js$/, async (route) => {
    if (sourcesOfFile(route.request().url()).some((source) => source.startsWith('/src/core/attribution/'))) held.push(() => route.continue());
    else await route.continue();
  });
  await page.goto('/shop/?utm_source=news&utm_medium=email&utm_campaign=autumn');
  const button = page.getByRole('button', { name: /^Add to cart: “/ }).first();
  await expect(button).toHaveAttribute('data-island-mounted', /add-to-cart/);
  await expect(page.locator('body')).toHaveAttribute('data-island-mounted', /woocommerce-general/);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // Adding to cart does not wait for the work that waits.
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await expect(page).toHaveURL(/\/shop\/\?utm_source=news/);
  // What the page has evaluated so far holds none of the work that waits, and no tracking cookie is written yet.
  expect(offenders(sourcesOf(await fetchedBundleFiles(page)), WAITS)).toEqual([]);
  expect((await page.context().cookies()).filter((cookie) => cookie.name.startsWith('sbjs_'))).toEqual([]);

  for (const release of held.splice(0)) await release();
  await expect(page.locator('body')).toHaveAttribute('data-island-mounted', /order-attribution/);
  const current = (await page.context().cookies()).find((cookie) => cookie.name === 'sbjs_current');
  expect(decodeURIComponent(current?.value ?? '').split('|||')).toEqual(expect.arrayContaining(['typ=utm', 'src=news', 'mdm=email', 'cmp=autumn']));
});

/** Address forms' code: country and state selects, address locale and suggestions, the comboboxes. */
const ADDRESS = /\/src\/(islands\/(country-select|address-autocomplete)|core\/(checkout|address|combobox))\//;

test('my account\'s login page evaluates the password code and no country select or address code; the cart only the latter, the checkout both', async ({ page }) => {
  await page.goto('/my-account/');
  await expect(page.locator('form.login').getByRole('button', { name: 'Show password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Password/ }).last()).toHaveAttribute('data-island-mounted', /(^| )password-strength( |$)/);
  await expect(page.locator('body')).toHaveAttribute('data-island-mounted', /order-attribution/);
  await page.waitForLoadState('networkidle');
  const login = sourcesOf(await fetchedBundleFiles(page));
  expect(offenders(login, /\/src\/islands\/password-(toggle|strength)\//)).not.toEqual([]);
  expect(offenders(login, ADDRESS)).toEqual([]);

  // The cart's shipping calculator: country selects with the cart's code, no password code.
  await page.goto('/?add-to-cart=33');
  await page.goto('/cart/');
  await expect(page.locator('body')).toHaveAttribute('data-island-mounted', /(^| )cart-checkout( |$)/);
  await page.getByRole('button', { name: 'Change address' }).click();
  await expect(page.getByRole('combobox', { name: /^Country \/ Region/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const cart = sourcesOf(await fetchedBundleFiles(page));
  expect(offenders(cart, /\/src\/islands\/country-select\//)).not.toEqual([]);
  expect(offenders(cart, /\/src\/(islands\/password-|core\/password\/)/)).toEqual([]);

  await page.goto('/checkout/');
  // The searchable country field is what the country-select island draws over the server's select.
  await expect(page.getByRole('combobox', { name: /^Country \/ Region/ }).first()).toBeVisible();
  await expect(page.locator('form.login').getByRole('button', { name: 'Show password', includeHidden: true })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  const checkout = sourcesOf(await fetchedBundleFiles(page));
  expect(offenders(checkout, /\/src\/islands\/password-toggle\//)).not.toEqual([]);
  expect(offenders(checkout, /\/src\/islands\/country-select\//)).not.toEqual([]);
});

test('my account\'s edit page fetches no popup-positioning code (Floating UI) until a popup opens', async ({ page }) => {
  // Registered with scripts off: the test is about the page after, not the register form.
  await page.goto('/my-account/?islands=off');
  const register = page.locator('form.register');
  await register.getByLabel('Email address').fill(`chunks-${Date.now()}@example.com`);
  await register.getByLabel(/^Password/).fill('Quadcopter-Orchard-Glide-7291!');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Your account was created. You are now logged in.')).toBeVisible();

  await page.goto('/my-account/edit-account/');
  const password = page.locator('form.edit-account').getByLabel('New password (leave blank to leave unchanged)');
  await expect(password).toHaveAttribute('data-island-mounted', /(^| )password-strength( |$)/);
  await page.waitForLoadState('networkidle');
  const files = await fetchedBundleFiles(page);
  expect(files.some((file) => /\/chunks\/account-checkout-(?!views)/.test(file))).toBe(true);
  expect(files.filter((file) => /\/chunks\/vendor-floating-ui-/.test(file))).toEqual([]);
});

test('the page preloads the loader chunk the entry imports, fetched once, under the strict policy', async ({ page }) => {
  const loaderChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/loader-[\w-]+\.js/.test(request.url())) loaderChunks.push(request.url());
  });
  await page.goto('/shop/');
  await expect(page.locator('body')).toHaveAttribute('data-island-mounted', /woocommerce-general/);
  const preload = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preload).toHaveLength(1);
  expect(preload[0]).toMatch(/\/wp-content\/plugins\/wc-islands\/dist\/chunks\/loader-[\w-]+\.js$/);
  // The entry's import is the preloaded URL itself: one request, no second copy under another URL.
  expect(loaderChunks).toEqual(preload);
});
