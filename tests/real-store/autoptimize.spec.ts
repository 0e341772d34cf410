import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addFromShop, collectScriptErrors, countWcAjax, expectMode, fillBillingStart, headerCount, mode, realStoreDir, skipMessage, sql, wpCli } from './support/realStore.ts';

// Autoptimize beside the bundle (issue #32, docs/reference/autoptimize.md), installed by plugins/autoptimize.mjs and
// switched on here, with its script options on in the two configurations stores run: "Do not aggregate but defer"
// with inline JS deferred (its defaults since 3.0), and "Aggregate JS-files" (the older default, still common).
// Cart and checkout are optimized too. Run with the plugin and, as control, without it: the same outcome both ways.

test.skip(!process.env.REALSTORE_URL, skipMessage);
test.skip(!existsSync(`${realStoreDir}/wp/wp-content/plugins/autoptimize/autoptimize.php`), 'Autoptimize is not installed on the store: plugins/autoptimize.mjs says why');
test.describe.configure({ mode: 'serial' });

/** Autoptimize's options as its settings form stores them ('on' or ''). */
const CONFIGS = {
  defer: { autoptimize_js_aggregate: '', autoptimize_js_defer_not_aggregate: 'on', autoptimize_js_defer_inline: 'on' },
  aggregate: { autoptimize_js_aggregate: 'on', autoptimize_js_defer_not_aggregate: '', autoptimize_js_defer_inline: '' },
} as const;

function setOptions(options: Record<string, string>): void {
  const rows = Object.entries(options).map(([name, value]) => `('${name}', '${value}', 'on')`);
  sql(`INSERT INTO wp_options (option_name, option_value, autoload) VALUES ${rows.join(', ')} ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)`);
}

test.beforeAll(() => {
  wpCli('activate-plugin', 'autoptimize/autoptimize.php');
});
test.afterAll(() => {
  setOptions(CONFIGS.defer);
  wpCli('deactivate-plugin', 'autoptimize/autoptimize.php');
});

/** Proof that Autoptimize rewrote this page's scripts the configured way (not that it skipped it). */
async function expectOptimized(page: Page, config: keyof typeof CONFIGS): Promise<void> {
  // Inline scripts (WooCommerce's localized data among them) become deferred data: URLs.
  if (config === 'defer') await expect(page.locator('script[defer][src^="data:text/javascript;base64,"]').first()).toBeAttached();
  // With the bundle a page may print no classic file at all (nothing to aggregate); without it there always is.
  else if (mode === 'legacy') await expect(page.locator('script[defer][src*="/cache/autoptimize/"]')).toHaveCount(1);
}

for (const config of Object.keys(CONFIGS) as Array<keyof typeof CONFIGS>) {
  test.describe(`Autoptimize, ${config}`, () => {
    test.beforeAll(() => setOptions(CONFIGS[config]));

    test(`[${mode}] a listing add updates the header cart with one request; the product gallery works`, async ({ page }) => {
      const errors = collectScriptErrors(page);
      const adds = countWcAjax(page, 'add_to_cart');
      await addFromShop(page, ['10 L Spray Tank']);
      await expectOptimized(page, config);
      expect(adds.count).toBe(1);
      await expect(headerCount(page)).toHaveText('1 item');
      await expect(page.locator('.site-header-cart .woocommerce-mini-cart-item')).toHaveCount(1);

      await page.goto('/product/kestrel-m3-mapping-drone/');
      await expectMode(page);
      await expectOptimized(page, config);
      const gallery = page.locator('.woocommerce-product-gallery');
      if (mode === 'plugin') await expect(gallery).toHaveAttribute('data-island-mounted', /single-product/);
      await expect(gallery.locator('.flex-control-thumbs li')).toHaveCount(5);
      expect(errors).toEqual([]);
    });

    test(`[${mode}] the optimized checkout places one order`, async ({ page }) => {
      const errors = collectScriptErrors(page);
      await addFromShop(page, ['10 L Spray Tank']);
      const reviews = countWcAjax(page, 'update_order_review');
      const checkouts = countWcAjax(page, 'checkout');
      await page.goto('/checkout/');
      await expectMode(page);
      await expectOptimized(page, config);
      await expect.poll(() => reviews.count).toBe(1);
      await fillBillingStart(page, 'Farmer');
      await page.locator('#billing_postcode').fill('50010');
      await page.locator('#billing_phone').fill('5155550100');
      await page.locator('#billing_email').fill('ada@example.test');
      await page.locator('#billing_state').selectOption('IA');
      await expect.poll(() => reviews.count).toBeGreaterThan(1);
      await expect(page.locator('.blockUI')).toHaveCount(0);
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/order-received\/(\d+)/, { timeout: 20_000 });
      expect(checkouts.count).toBe(1);
      expect(errors).toEqual([]);
    });
  });
}
