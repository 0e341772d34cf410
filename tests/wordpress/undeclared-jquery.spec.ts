import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addToCartButtons, headerCount, mountedButton } from '../e2e/support/cart.ts';
import { pageScripts, pluginSettings, printedFiles } from './support/pageScripts.ts';
import { pluginCli, repoRoot } from './support/wordpressSite.ts';

// Inline scripts that call jQuery without declaring it (plugin/inline-jquery-page.php): the test theme echoes one
// in wp_footer before the footer's scripts (`?wcis_inline_jquery=1`, as Kadence 1.5.1 echoes its checkout listener),
// the test mu-plugin adds one to a handle without jQuery (`?wcis_inline_jquery_handle=1`).
test.describe.configure({ mode: 'serial' });

/** The captured WooCommerce 11 answers the shop's add and remove get here (the test site has no WooCommerce). */
const answers: Record<string, string> = {
  get_refreshed_fragments: 'get_refreshed_fragments-empty.json',
  add_to_cart: 'add_to_cart-success-for-remove.json',
  remove_from_cart: 'remove_from_cart-success.json',
};

/**
 * WordPress's jQuery, jQuery Migrate and WooCommerce's BlockUI from their npm packages, the same versions: the
 * Playground build of WordPress ships no wp-includes/js/jquery, and the test site has no WooCommerce files.
 */
const staticFiles: Record<string, string> = {
  '/wp-includes/js/jquery/jquery.min.js': 'node_modules/jquery/dist/jquery.min.js',
  '/wp-includes/js/jquery/jquery-migrate.min.js': 'node_modules/jquery-migrate/dist/jquery-migrate.min.js',
  '/wp-content/plugins/woocommerce/assets/js/jquery-blockui/jquery.blockUI.min.js': 'node_modules/jquery-blockui/jquery.blockUI.js',
};

async function answerAsTheStore(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname in staticFiles,
    (route) => route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(repoRoot, staticFiles[new URL(route.request().url()).pathname]!), 'utf8') }),
  );
  await page.route(
    (url) => url.searchParams.has('wc-ajax'),
    (route) => {
      const endpoint = new URL(route.request().url()).searchParams.get('wc-ajax') ?? '';
      const file = answers[endpoint];
      return file
        ? route.fulfill({ contentType: 'application/json', body: readFileSync(join(repoRoot, 'fixtures/real-wc', file), 'utf8') })
        : route.abort();
    },
  );
}

/** Uncaught errors (a `jQuery is not defined` among them); the captured markup's images are not this site's. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function html(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const THEME_SCRIPT = "jQuery( document.body ).on( 'removed_from_cart'";

/** Where the theme's script is in the page, and every jquery-core tag. */
function positions(source: string): { theme: number; jquery: number[] } {
  const jquery = [...source.matchAll(/<script\b[^>]*\bid="jquery-core-js"/g)].map((match) => match.index);
  return { theme: source.indexOf(THEME_SCRIPT), jquery };
}

test("a theme's inline script that uses jQuery without declaring it keeps jQuery on its page, before it, and every island", async ({ page }) => {
  const source = await html(page, '/?wcis_page=shop&wcis_inline_jquery=1');
  const { theme, jquery } = positions(source);
  expect(theme).toBeGreaterThan(0);
  expect(jquery).toHaveLength(1);
  expect(jquery[0]).toBeLessThan(theme);
  // What the `jquery` handle prints, and BlockUI as with any script printed with jQuery.
  expect(printedFiles(source)).toEqual(expect.arrayContaining(['jquery-core', 'jquery-migrate', 'wc-jquery-blockui']));
  expect(printedFiles(source)).not.toEqual(expect.arrayContaining(['woocommerce', 'wc-add-to-cart', 'wc-cart-fragments']));
  expect(pluginSettings(source)?.disabled).toEqual([]);
});

test("its listener hears removed_from_cart from the mini-cart with WooCommerce's arguments, with no script error", async ({ page }) => {
  const errors = collectPageErrors(page);
  await answerAsTheStore(page);
  await page.goto('/?wcis_page=shop&wcis_inline_jquery=1');
  expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('function');
  await (await mountedButton(addToCartButtons(page).first())).click();
  await expect(headerCount(page)).toHaveText('1 item');
  await page.locator('.site-header-cart a.cart-contents').hover();
  const remove = page.locator('.site-header-cart').getByRole('button', { name: /^Remove .* from cart$/ });
  await remove.click();
  await expect(headerCount(page)).toHaveText('0 items');
  await expect.poll(() => page.evaluate(() => (window as unknown as { wcisThemeHeard: unknown[] }).wcisThemeHeard)).toEqual([
    {
      argCount: 4,
      fragmentKeys: ['a.cart-contents', 'a.footer-cart-contents', 'div.widget_shopping_cart_content'],
      cartHash: '',
      isJQuery: true,
      isRemoveLink: true,
    },
  ]);
  expect(errors).toEqual([]);
});

test('Site Health names the theme that printed it, the page type and the script', async () => {
  const known = JSON.parse(await pluginCli('option', 'wcis_undeclared_jquery')) as Record<string, { origin: string; pages: string[]; excerpt: string }>;
  const entry = Object.values(known).find((script) => script.excerpt.includes('removed_from_cart'));
  expect(entry?.pages).toEqual(['front page']);
  expect(entry?.origin).toMatch(/^wc-islands test theme \(theme\), functions\.php:\d+$/);
  const section = JSON.parse(await pluginCli('site-health', 'wc-islands')) as { fields: Record<string, { label: string; value: string }> };
  expect(Object.values(section.fields)).toContainEqual({
    label: 'Kept jQuery for an inline script',
    value: `kept jQuery on ${entry!.pages.join(", ")} for ${entry!.origin}: ${entry!.excerpt}`,
  });
  expect(entry!.excerpt).toMatch(/^window\.wcisThemeHeard = \[\]; jQuery\( document\.body \)\.on\( 'removed_from_cart'/);
});

test('a page without such a script stays jQuery-free, and the store can veto one through the filter', async ({ page }) => {
  expect(printedFiles(await html(page, '/?wcis_page=shop'))).not.toContain('jquery-core');
  const vetoed = await html(page, '/?wcis_page=shop&wcis_inline_jquery=1&wcis_inline_jquery_veto=1');
  expect(vetoed).toContain(THEME_SCRIPT);
  expect(printedFiles(vetoed)).not.toContain('jquery-core');
});

test("a handle's inline block that uses jQuery gets it, with BlockUI, and is named by its handle", async ({ page }) => {
  await answerAsTheStore(page);
  await page.goto('/?wcis_page=shop&wcis_inline_jquery_handle=1');
  await expect.poll(() => page.evaluate(() => (window as unknown as { wcisInlineHandle?: string }).wcisInlineHandle)).toBe('function');
  const known = JSON.parse(await pluginCli('option', 'wcis_undeclared_jquery')) as Record<string, { origin: string }>;
  expect(Object.values(known).map((script) => script.origin)).toContain('the inline script of wcis-test-inline');
});

test('jQuery printed later for another script moves before the first inline user: one copy on the page', async ({ page }) => {
  const errors = collectPageErrors(page);
  const path = '/?wcis_page=shop&wcis_inline_jquery=1&wcis_third_party_jquery=1';
  const { theme, jquery } = positions(await html(page, path));
  expect(jquery).toHaveLength(1);
  expect(jquery[0]).toBeLessThan(theme);
  await answerAsTheStore(page);
  await page.goto(path);
  expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('function');
  expect(pageScripts(await page.content()).filter((script) => script.id === 'jquery-migrate-js')).toHaveLength(1);
  expect(errors).toEqual([]);
});
