import { expect, test, type Browser, type Page } from '@playwright/test';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOADER_CHUNK } from '../../scripts/loaderFiles.ts';
import { readIslandHandles } from '../../scripts/plugin/islandHandles.ts';
import { logInToWordPress } from './support/logIn.ts';
import { loaderTags, pluginSettings, printedData, printedFiles } from './support/pageScripts.ts';
import { runPhp } from './support/phpWasm.ts';
import { pluginCli, pluginZip, repoRoot, wpDir } from './support/wordpressSite.ts';

// The plugin in a real WordPress 6.5 whose test mu-plugin registers and enqueues WooCommerce's,
// Storefront's and Jetpack's handles as a real WooCommerce 11 store did (fixtures/wordpress/pages.json).
interface Fixture {
  pages: Record<string, { queue: string[]; late: string[] }>;
  registered: Record<string, { deps: string[]; data: string }>;
}
const fixture = JSON.parse(readFileSync(join(repoRoot, 'fixtures/wordpress/pages.json'), 'utf8')) as Fixture;
/** Pages whose staying script (cart.js, checkout.js) depends on woocommerce.js, which then stays. */
const woocommerceIslands = ['catalog-ordering', 'coming-soon-banner', 'password-toggle', 'store-notice', 'woocommerce-general'];

let replacedHandles: string[] = [];
test.beforeAll(async () => {
  replacedHandles = [...new Set((await readIslandHandles(join(repoRoot, 'src/islands'))).flatMap((island) => island.handles))];
});

test.describe.configure({ mode: 'serial' });

async function html(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInToWordPress(page);
  return page;
}

const before = (files: string[], first: string, then: string): void => {
  expect(files.indexOf(first), `${first} prints`).toBeGreaterThanOrEqual(0);
  expect(files.indexOf(first), `${first} before ${then}`).toBeLessThan(files.indexOf(then));
};

test('activation prints one module script, every localized global and none of the replaced files, on every page type', async ({ page }) => {
  for (const [name, { queue, late }] of Object.entries(fixture.pages)) {
    const source = await html(page, `/?wcis_page=${name}`);
    const loaders = loaderTags(source);
    expect(loaders, name).toHaveLength(1);
    expect(loaders[0]!.type, name).toBe('module');
    const withData = [...queue, ...late].filter((handle) => fixture.registered[handle]?.data);
    expect(printedData(source), name).toEqual(expect.arrayContaining(withData));
    // Cart and checkout included: their islands replace cart.js and checkout.js, so nothing keeps woocommerce.js.
    expect(printedFiles(source).filter((handle) => replacedHandles.includes(handle)), name).toEqual([]);
    expect(pluginSettings(source)?.disabled, name).toEqual([]);
  }
});

test('pages with only replaced scripts load no jQuery at all', async ({ page }) => {
  for (const name of ['home', 'shop', 'product-tag', 'brands', 'gallery-post', 'my-account', 'my-account-lost-password']) {
    expect(printedFiles(await html(page, `/?wcis_page=${name}`)), name).not.toContain('jquery-core');
  }
});

test('a script that stays keeps its whole dependency chain, in order, and the islands doing its job stay off', async ({ page }) => {
  // A payment gateway's script on the checkout that depends on woocommerce.js: woocommerce.js stays with its
  // chain, while checkout.js stays replaced (its data, and country-select's and address-i18n's, still print).
  const checkout = await html(page, '/?wcis_page=checkout&wcis_late_gateway=1');
  const files = printedFiles(checkout);
  for (const dependency of ['jquery-core', 'jquery-migrate', 'wc-jquery-blockui', 'wc-js-cookie', 'woocommerce']) before(files, dependency, 'wcis-test-gateway');
  expect(files).not.toContain('wc-checkout');
  expect(printedData(checkout)).toEqual(expect.arrayContaining(['wc-checkout', 'wc-country-select', 'wc-address-i18n']));
  expect(pluginSettings(checkout)?.disabled).toEqual(woocommerceIslands);
  // The variation form's script, enqueued while the product renders, is replaced by the variations island.
  const product = printedFiles(await html(page, '/?wcis_page=product-variable'));
  for (const handle of ['wc-add-to-cart-variation', 'wc-single-product', 'jquery-core']) expect(product).not.toContain(handle);
});

// The lost password page as the real store enqueued it (strength meter, lost-password.js), added by hand to the capture.
test('my account\'s strength meter prints its labels and params but no file: not WordPress\'s meter, zxcvbn-async nor wp-i18n', async ({ page }) => {
  const source = await html(page, '/?wcis_page=my-account-lost-password');
  const files = printedFiles(source);
  for (const handle of ['wc-password-strength-meter', 'password-strength-meter', 'zxcvbn-async', 'wp-i18n', 'wp-hooks', 'wc-lost-password', 'wc-account-i18n', 'jquery-core']) {
    expect(files, handle).not.toContain(handle);
  }
  expect(printedData(source)).toEqual(expect.arrayContaining(['wc-password-strength-meter', 'password-strength-meter']));
  expect(source).toContain('var pwsL10n = {');
  expect(pluginSettings(source)?.disabled).toEqual([]);
});

test('a plugin\'s script that needs WordPress\'s meter keeps it, with jQuery, and WooCommerce\'s meter file stays', async ({ page }) => {
  const source = await html(page, '/?wcis_page=my-account-lost-password&wcis_meter_user=1');
  const files = printedFiles(source);
  for (const dependency of ['jquery-core', 'zxcvbn-async', 'password-strength-meter']) before(files, dependency, 'wcis-test-meter-user');
  // The island listing password-strength-meter is off, so WooCommerce's own meter prints, never both.
  expect(files).toContain('wc-password-strength-meter');
  expect(pluginSettings(source)?.disabled).toEqual(['password-strength']);
  expect(files).not.toContain('wc-lost-password');
});

test('a replaced handle enqueued while the page renders (Jetpack Carousel) is replaced too, keeping its data', async ({ page }) => {
  const source = await html(page, '/?wcis_page=gallery-post');
  expect(printedFiles(source)).not.toContain('jetpack-carousel');
  expect(printedData(source)).toContain('jetpack-carousel');
});

test('a script enqueued late that needs a replaced handle gets it back, with its chain', async ({ page }) => {
  const source = await html(page, '/?wcis_page=shop&wcis_late_gateway=1');
  const files = printedFiles(source);
  before(files, 'jquery-core', 'woocommerce');
  before(files, 'wc-jquery-blockui', 'woocommerce');
  before(files, 'woocommerce', 'wcis-test-gateway');
  expect(pluginSettings(source)?.disabled).toEqual(woocommerceIslands);
});

test('BlockUI prints when a third-party script loads jQuery, unless the store opts out', async ({ page }) => {
  const files = printedFiles(await html(page, '/?wcis_page=shop&wcis_third_party_jquery=1'));
  before(files, 'jquery-core', 'wcis-test-third-party');
  expect(files).toContain('wc-jquery-blockui');
  expect(printedFiles(await html(page, '/?wcis_page=shop&wcis_third_party_jquery=1&wcis_no_blockui=1'))).not.toContain('wc-jquery-blockui');
});

test("YITH Wishlist's button script, which calls jQuery without declaring it, gets jQuery (plugin/compat-yith-wishlist.php)", async ({ page }) => {
  const files = printedFiles(await html(page, '/?wcis_page=shop&wcis_yith=1'));
  before(files, 'jquery-core', 'yith-wcwl-add-to-wishlist');
  expect(printedFiles(await html(page, '/?wcis_page=shop'))).not.toContain('jquery-core');
});

test('the settings page switches an island off: its legacy file prints and the bundle leaves its markup alone', async ({ browser, page }) => {
  await page.goto('/?wcis_page=shop');
  await expect.poll(() => page.evaluate(() => window.wcIslands?.mounted().map((island) => island.name) ?? [])).toContain('navigation');

  const admin = await adminPage(browser);
  await admin.goto('/wp-admin/options-general.php?page=wc-islands');
  // What stayed and why: the gateway's script (tests above) kept woocommerce.js.
  await expect(admin.getByRole('listitem').filter({ hasText: 'wcis-test-gateway depends on it' })).toContainText('woocommerce');
  await admin.getByRole('checkbox', { name: 'navigation' }).uncheck();
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('Settings saved.')).toBeVisible();
  await expect(admin.getByRole('checkbox', { name: 'navigation' })).not.toBeChecked();
  try {
    const source = await html(page, '/?wcis_page=shop');
    expect(printedFiles(source)).toContain('storefront-navigation');
    expect(pluginSettings(source)?.disabled).toEqual(['navigation']);
    await page.goto('/?wcis_page=shop');
    // The bundle ran (cart-fragments mounts on load; the header cart waits for the shopper since #15).
    await expect.poll(() => page.evaluate(() => window.wcIslands?.mounted().map((island) => island.name) ?? [])).toContain('cart-fragments');
    expect(await page.evaluate(() => window.wcIslands!.mounted().map((island) => island.name))).not.toContain('navigation');
    await expect(page.locator('#site-navigation')).not.toHaveAttribute('data-island-mounted', /navigation/);
  } finally {
    await admin.goto('/wp-admin/options-general.php?page=wc-islands');
    await admin.getByRole('checkbox', { name: 'navigation' }).check();
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText('Settings saved.')).toBeVisible();
    await admin.context().close();
  }
});

test('?wc-islands=off shows an administrator the legacy scripts, and a guest still gets the bundle', async ({ browser, page }) => {
  const admin = await adminPage(browser);
  const legacy = await html(admin, '/?wcis_page=shop&wc-islands=off');
  expect(loaderTags(legacy)).toHaveLength(0);
  expect(printedFiles(legacy)).toEqual(expect.arrayContaining(['wc-add-to-cart', 'woocommerce', 'wc-cart-fragments', 'storefront-navigation']));
  await admin.context().close();
  expect(loaderTags(await html(page, '/?wcis_page=shop&wc-islands=off'))).toHaveLength(1);
  expect(loaderTags(await html(page, '/?wcis_page=shop&wcis_bundle_off=1'))).toHaveLength(0);
});

test("a logged-in user's REST request carries a nonce; a guest's page prints none", async ({ browser, page }) => {
  expect(pluginSettings(await html(page, '/?wcis_page=shop'))?.rest.nonce).toBeUndefined();
  const admin = await adminPage(browser);
  await admin.goto('/?wcis_page=shop');
  const settings = pluginSettings(await admin.content());
  expect(settings?.rest.nonce).toMatch(/^[0-9a-f]{10}$/);
  expect(settings?.rest.nonceEndpoint).toContain('admin-ajax.php?action=rest-nonce');
  await admin.waitForFunction(() => Boolean(window.wcIslands));
  const me = await admin.evaluate(() => window.wcIslands!.apiFetch<{ id: number; name: string }>({ path: '/wp/v2/users/me' }));
  expect(me).toMatchObject({ id: 1, name: 'admin' });
  await admin.context().close();
});

test("the loader and its chunk's preload ask for a low fetch priority, below the theme's CSS and the LCP image; a store can filter it", async ({ page }) => {
  const tags = (source: string): string[] => [
    /<script\b[^>]*\bid="wc-islands-js-module"[^>]*>/.exec(source)?.[0] ?? 'no loader script',
    /<link rel="modulepreload" href="[^"]*\/dist\/chunks\/loader-[^"]*"[^>]*>/.exec(source)?.[0] ?? 'no loader preload',
  ];
  for (const tag of tags(await html(page, '/?wcis_page=shop'))) expect(tag).toContain('fetchpriority="low"');
  for (const tag of tags(await html(page, '/?wcis_page=shop&wcis_loader_priority=auto'))) expect(tag).toContain('fetchpriority="auto"');
  for (const tag of tags(await html(page, '/?wcis_page=shop&wcis_loader_priority=urgent'))) expect(tag).toContain('fetchpriority="low"');
});

test("a replaced handle's localized data prints after the content, not in the head where it held the parser until the CSS arrived; a head script that stays gets its handle back in the head", async ({ page }) => {
  for (const name of ['shop', 'product', 'gallery-post']) {
    const source = await html(page, `/?wcis_page=${name}`);
    const bodyAt = source.indexOf('<body');
    expect(printedData(source).length, name).toBeGreaterThan(0);
    for (const handle of printedData(source)) expect(source.indexOf(`id="${handle}-js-extra"`), `${name}: ${handle}`).toBeGreaterThan(bodyAt);
  }
  const withHeadScript = await html(page, '/?wcis_page=shop&wcis_head_script=1');
  const headEnd = withHeadScript.indexOf('</head>');
  for (const id of ['woocommerce-js-extra', 'woocommerce-js', 'wcis-test-head-js']) expect(withHeadScript.indexOf(`id="${id}"`), id).toBeLessThan(headEnd);
  expect(withHeadScript.indexOf('id="woocommerce-js-extra"')).toBeGreaterThan(0);
});

test("a product gallery the island will not rebuild shows from the first paint: one image under WooCommerce's slider, any without it; none where the slider takes one image or the island is off", async ({ page }) => {
  const rule = (source: string): string | undefined => /<style id=["']wc-islands-product-gallery-inline-css["'][^>]*>\s*([^<]*?)\s*(?:\/\*|<)/.exec(source)?.[1];
  const underSlider = rule(await html(page, '/?wcis_page=product&wcis_gallery_slider=1'));
  expect(rule(await html(page, '/?wcis_page=product'))).toBe('.woocommerce-product-gallery{opacity:1!important}');
  expect(rule(await html(page, '/?wcis_page=product&wcis_gallery_slider=1&wcis_one_slide=1'))).toBeUndefined();
  expect(rule(await html(page, '/?wcis_page=product&wcis_gallery_slider=1&wcis_bundle_off=1'))).toBeUndefined();
  expect(rule(await html(page, '/?wcis_page=shop&wcis_gallery_slider=1'))).toBeUndefined();
  // What the rule does to WooCommerce's gallery markup (single-product/product-image.php), printed at opacity 0.
  const gallery = (images: number): string => `<div class="woocommerce-product-gallery images" style="opacity: 0; transition: opacity .25s ease-in-out;"><div class="woocommerce-product-gallery__wrapper">${
    images === 0 ? '<div class="woocommerce-product-gallery__image--placeholder"></div>' : '<div class="woocommerce-product-gallery__image"></div>'.repeat(images)}</div></div>`;
  await page.setContent(`<style>${underSlider}</style>${[0, 1, 2, 5].map(gallery).join('')}`);
  expect(await page.locator('.woocommerce-product-gallery').evaluateAll((all) => all.map((element) => getComputedStyle(element).opacity))).toEqual(['1', '1', '0', '0']);
});

test('below WordPress 6.5 the loader is a classic enqueue of type module', async ({ page }) => {
  const loaders = loaderTags(await html(page, '/?wcis_page=shop&wcis_classic_loader=1'));
  expect(loaders).toHaveLength(1);
  expect(loaders[0]).toMatchObject({ type: 'module', id: 'wc-islands-js' });
});

test('deactivation restores the legacy scripts; activation replaces them again', async ({ page }) => {
  await pluginCli('deactivate');
  try {
    const legacy = await html(page, '/?wcis_page=shop');
    expect(loaderTags(legacy)).toHaveLength(0);
    expect(pluginSettings(legacy)).toBeUndefined();
    const expected = fixture.pages['shop']!.queue.filter((handle) => replacedHandles.includes(handle));
    expect(printedFiles(legacy)).toEqual(expect.arrayContaining([...expected, 'jquery-core', 'wc-jquery-blockui', 'wc-js-cookie']));
  } finally {
    await pluginCli('activate');
  }
  expect(loaderTags(await html(page, '/?wcis_page=shop'))).toHaveLength(1);
});

test('deleting the plugin runs uninstall.php, which removes its options; the zip installs again', async ({ page }) => {
  await html(page, '/?wcis_page=checkout&wcis_late_gateway=1'); // records woocommerce.js as kept
  expect(JSON.parse(await pluginCli('option', 'wcis_kept_handles'))).toMatchObject({
    woocommerce: expect.arrayContaining(['wcis-test-gateway depends on it']),
  });
  await pluginCli('delete');
  try {
    expect(JSON.parse(await pluginCli('option', 'wcis_kept_handles'))).toBeNull();
    expect(JSON.parse(await pluginCli('option', 'wcis_disabled_islands'))).toBeNull();
    expect(loaderTags(await html(page, '/?wcis_page=shop'))).toHaveLength(0);
  } finally {
    await pluginCli('install', pluginZip);
    await pluginCli('activate');
  }
  expect(loaderTags(await html(page, '/?wcis_page=shop'))).toHaveLength(1);
});

test("the head preloads the loader chunk the build named in loader-chunk.php; a missing or broken one prints no preload and nothing else, and the page keeps its loader", async ({ page }) => {
  const plugin = join(wpDir, 'wp-content/plugins/wc-islands');
  const manifest = join(plugin, 'loader-chunk.php');
  const chunk = readdirSync(join(plugin, 'dist/chunks')).find((name) => LOADER_CHUNK.test(name));
  const loaderPreloads = (source: string): string[] => [...source.matchAll(/<link rel="modulepreload" href="([^"]*)"/g)]
    .map(([, href = '']) => href)
    .filter((href) => href.includes('/chunks/loader'));
  expect(loaderPreloads(await html(page, '/?wcis_page=shop'))).toEqual([expect.stringMatching(new RegExp(`/wp-content/plugins/wc-islands/dist/chunks/${chunk}$`))]);
  const generated = readFileSync(manifest, 'utf8');
  try {
    rmSync(manifest);
    const without = await html(page, '/?wcis_page=shop');
    expect(loaderPreloads(without)).toEqual([]);
    expect(loaderTags(without)).toHaveLength(1);
    // Not PHP (it would print itself), not a string, a name that is not a loader chunk, a truncated file.
    for (const broken of ['broken manifest text', '<?php return array();', '<?php return \'loader-a.js" onload="alert(1)\';', '<?php return ']) {
      writeFileSync(manifest, broken);
      const source = await html(page, '/?wcis_page=shop');
      expect(loaderPreloads(source), broken).toEqual([]);
      expect(source, broken).not.toContain('broken manifest text');
      expect(source, broken).not.toContain('onload="alert');
      expect(loaderTags(source), broken).toHaveLength(1);
    }
  } finally {
    writeFileSync(manifest, generated);
  }
  expect(loaderPreloads(await html(page, '/?wcis_page=shop'))).toHaveLength(1);
});

test('every PHP file passes php -l, and the plugin logged no PHP warning or notice', async () => {
  const plugin = join(wpDir, 'wp-content/plugins/wc-islands');
  const files = [
    ...readdirSync(plugin).filter((file) => file.endsWith('.php')).map((file) => join(plugin, file)),
    ...readdirSync(join(repoRoot, 'scripts/wordpress')).filter((file) => file.endsWith('.php')).map((file) => join(repoRoot, 'scripts/wordpress', file)),
    join(repoRoot, 'tests/wordpress/site/mu-plugins/wcis-test-store.php'),
    join(repoRoot, 'tests/wordpress/site/themes/wcis-test/index.php'),
  ];
  expect(files.length).toBeGreaterThan(8);
  for (const file of files) expect(await runPhp('-l', file)).toContain('No syntax errors');
  let log = '';
  try {
    log = readFileSync(join(wpDir, 'debug.log'), 'utf8');
  } catch {
    // No log: nothing was logged.
  }
  // Lines about the plugin's own files or functions (or the test mu-plugin's). The site itself lives under a
  // temporary folder whose name may contain "wc-islands" (npm test's), so a bare name match would also catch
  // WordPress core's own warnings (its update check cannot reach WordPress.org offline).
  const ours = /wp-content\/(?:plugins\/wc-islands\/|mu-plugins\/wcis-)|\bwcis_/;
  expect(log.split('\n').filter((line) => ours.test(line))).toEqual([]);
});
