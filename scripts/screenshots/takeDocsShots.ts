import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

/** A screenshot the docs and plugin/readme.txt show: `screenshot-N.png`, N as readme.txt's `== Screenshots ==` numbers them. */
export interface DocsShot {
  readonly file: string;
  readonly caption: string;
}

/** Above ~150 KB a screenshot is too heavy for the repository and WordPress.org's assets; the script says so. */
const MAX_BYTES = 150_000;

async function logInToAdmin(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/wp-login.php`);
  // wp-login.php focuses and selects the username field from a timeout of its own: fill only once it has.
  await page.waitForFunction(() => document.activeElement?.id === 'user_login');
  await page.fill('#user_login', 'admin');
  await page.fill('#user_pass', 'admin');
  await Promise.all([page.waitForURL(/wp-admin/, { timeout: 60_000 }), page.click('#wp-submit')]);
}

/** Screenshot 1: the settings page, after a checkout view whose payment gateway's script kept woocommerce.js (its list at the bottom). */
async function settingsPage(page: Page, url: string, path: string): Promise<void> {
  await page.request.get(`${url}/?wcis_page=checkout&wcis_late_gateway=1`);
  await page.goto(`${url}/wp-admin/options-general.php?page=wc-islands`);
  await page.locator('#wpbody-content .wrap').screenshot({ path });
}

/** Screenshot 2: Site Health > Info with only the wc-islands section shown, opened. */
async function siteHealth(page: Page, url: string, path: string): Promise<void> {
  await page.goto(`${url}/wp-admin/site-health.php?tab=debug`);
  await page.locator('button[aria-controls="health-check-accordion-block-wc-islands"]').click();
  await page.locator('#health-check-accordion-block-wc-islands').waitFor({ state: 'visible' });
  // The other sections (WordPress's own) are folded away; the admin bar, fixed, would cover the section.
  await page.evaluate(() => {
    for (const heading of document.querySelectorAll<HTMLElement>('.health-check-accordion-heading')) {
      if (heading.querySelector('[aria-controls="health-check-accordion-block-wc-islands"]')) continue;
      heading.style.display = 'none';
      const panel = heading.nextElementSibling;
      if (panel instanceof HTMLElement) panel.style.display = 'none';
    }
    document.getElementById('wpadminbar')?.style.setProperty('display', 'none');
  });
  await page.locator('.health-check-body').screenshot({ path });
}

/** Screenshot 3: the demo store's shop, a product added from the listing and the header cart open. */
async function demoStore(page: Page, url: string, path: string): Promise<void> {
  await page.goto(`${url}/shop/`, { waitUntil: 'networkidle' });
  await page.locator('a.ajax_add_to_cart').first().click();
  await page.getByRole('link', { name: 'View cart' }).first().waitFor();
  await page.locator('.site-header-cart .cart-contents').hover();
  await page.locator('.site-header-cart .widget_shopping_cart').waitFor({ state: 'visible' });
  // The header, the open cart and the first row's tops: the rest of the page is more of the same and doubles the bytes.
  await page.screenshot({ path, clip: { x: 0, y: 0, width: 1100, height: 520 } });
}

export const DOCS_SHOTS: readonly DocsShot[] = [
  { file: 'screenshot-1.png', caption: 'WooCommerce > wc-islands: one checkbox per island with the legacy scripts it replaces, then the legacy scripts kept on some page and why.' },
  { file: 'screenshot-2.png', caption: 'Tools > Site Health > Info > wc-islands: the version, the islands switched off, and each legacy script kept with the script that needed it.' },
  { file: 'screenshot-3.png', caption: 'A Storefront shop with wc-islands: a product added from the listing without jQuery, and the header cart open.' },
];

/** Takes the three docs screenshots into `outDir`; returns one line per file with its size, flagging a heavy one. */
export async function takeDocsShots(browser: Browser, wordpressUrl: string, demoUrl: string, outDir: string): Promise<string[]> {
  const admin = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  await logInToAdmin(admin, wordpressUrl);
  await settingsPage(admin, wordpressUrl, join(outDir, DOCS_SHOTS[0]!.file));
  await siteHealth(admin, wordpressUrl, join(outDir, DOCS_SHOTS[1]!.file));
  await admin.close();
  const shopper = await browser.newPage({ viewport: { width: 1100, height: 720 } });
  await demoStore(shopper, demoUrl, join(outDir, DOCS_SHOTS[2]!.file));
  await shopper.close();
  return DOCS_SHOTS.map(({ file }) => {
    const bytes = statSync(join(outDir, file)).size;
    return `${bytes > MAX_BYTES ? '⚠ over 150 KB' : 'ok'}  ${join(outDir, file)}  ${Math.round(bytes / 1000)} KB`;
  });
}
