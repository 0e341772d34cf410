import { expect, test } from '@playwright/test';
import { layoutShiftsSeen, watchLayoutShifts } from '../e2e/support/layoutShifts.ts';
import { addFromShop, collectScriptErrors, postCarouselComment, expectMode, headerCount, mode, skipMessage, sql } from './support/realStore.ts';

// Cart-neutral catalog pages on the real store (issue #27, plugin/cache.php), run in both modes by
// scripts/real-store/run.mjs. With the plugin a guest's catalog page is the same bytes for every guest,
// with or without a cart, and says `X-WC-Islands-Cache: shareable`; the header settles on the shopper's
// own cart. Legacy (plugin off) is the control: no header of ours, the cart printed into every page.
test.skip(!process.env.REALSTORE_URL, skipMessage);

const CATALOG = ['/', '/shop/', '/blog/', '/field-day-spraying-soybeans/', '/brands/', '/product-category/uncategorized/'];

test(`[${mode}] a guest with a cart gets catalog HTML identical to a fresh guest's (plugin) or their own cart printed in (legacy); cart and checkout are personal`, async ({ browser }) => {
  const shopper = await browser.newContext();
  const fresh = await browser.newContext();
  const page = await shopper.newPage();
  await addFromShop(page, ['10 L Spray Tank', '30 L Spray Tank']);
  await expect(headerCount(page)).toHaveText('2 items');
  for (const path of CATALOG) {
    const mine = await page.request.get(path);
    const theirs = await fresh.request.get(path);
    const body = await mine.text();
    if (mode === 'plugin') {
      expect(mine.headers()['x-wc-islands-cache'], path).toBe('shareable');
      expect(mine.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=3600');
      expect(mine.headers()['set-cookie'], path).toBeUndefined();
      expect(body, path).toBe(await theirs.text());
      // The header cart's copy is in the head above every stylesheet: an inline script below one holds the parser.
      const copy = body.indexOf('id="wc-islands-header-cart"');
      expect(copy, path).toBeGreaterThan(0);
      expect(copy, path).toBeLessThan(body.search(/<link\b[^>]*\brel=['"]stylesheet['"]/));
    } else {
      expect(mine.headers()['x-wc-islands-cache'], path).toBeUndefined();
      expect(body, path).toContain('<span class="count">2 items</span>');
    }
  }
  for (const path of ['/cart/', '/checkout/', '/my-account/']) {
    const answer = await page.request.get(path);
    expect(answer.headers()['x-wc-islands-cache'], path).toBe(mode === 'plugin' ? 'personal' : undefined);
    // WooCommerce's own nocache_headers() stay as it sent them (`private`, and no `no-store` for a guest,
    // so the back/forward cache keeps working as without the plugin).
    if (mode === 'plugin') expect(answer.headers()['cache-control'], path).toMatch(/\bprivate\b/);
    expect(answer.headers()['cache-control'], path).not.toContain('no-store');
  }
  await shopper.close();
  await fresh.close();
});

test(`[${mode}] after adding, every frame of each catalog page's header shows the shopper's cart (the plugin rewrites the printed empty cart before the first), 0 console errors`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await addFromShop(page, ['10 L Spray Tank']);
  // Shifts of the header cart only: Storefront's primary menu shifts by 0.00058 on /brands/ in both modes.
  await watchLayoutShifts(page, '.site-header-cart');
  await page.addInitScript(() => {
    const w = window as unknown as { __counts: Array<[string, number]>; __frames: number; __painted: string[] };
    w.__counts = [];
    w.__frames = 0;
    w.__painted = [];
    // Frames counted by requestAnimationFrame, which runs once before each paint; the count as each frame shows it.
    const tick = (): void => {
      w.__frames += 1;
      const text = document.querySelector('.site-header-cart a.cart-contents .count')?.textContent;
      if (text !== undefined && text !== w.__painted.at(-1)) w.__painted.push(text);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver(() => {
      const text = document.querySelector('.site-header-cart a.cart-contents .count')?.textContent;
      if (text && text !== w.__counts.at(-1)?.[0]) w.__counts.push([text, w.__frames]);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  for (const path of ['/brands/', '/blog/', '/']) {
    await page.goto(path);
    await expectMode(page);
    await expect(headerCount(page)).toHaveText('1 item');
    const shifts = await layoutShiftsSeen(page);
    const { counts, painted } = await page.evaluate(() => {
      const w = window as unknown as { __counts: Array<[string, number]>; __painted: string[] };
      return { counts: w.__counts, painted: w.__painted };
    });
    expect(shifts, path).toEqual([]);
    // Plugin: printed '0 items' and rewritten from the tab's cache (the head's script, at the end of the parser
    // task that added the link) before the first frame that shows the header. Legacy prints the shopper's own count.
    if (mode === 'plugin') expect((counts.at(-1)?.[1] ?? Infinity) - (counts[0]?.[1] ?? 0), `${path} ${JSON.stringify(counts)}`).toBe(0);
    expect(painted, `${path} ${JSON.stringify(counts)}`).toEqual(['1 item']);
    expect(counts.map(([text]) => text).filter((text) => text !== '0 items'), path).toEqual(['1 item']);
  }
  expect(errors).toEqual([]);
});

test(`[${mode}] a notice left in the session shows on the next page: from the fragments refresh with the plugin (never in the page's HTML), printed in the page in legacy`, async ({ page }) => {
  // A feed answers `?add-to-cart=` (WooCommerce's form handler runs on every request) but prints no notice:
  // the "added" notice waits in the session for the next page.
  await page.request.get('/feed/?add-to-cart=46');
  const html: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') void response.text().then((t) => html.push(t));
  });
  await page.goto('/shop/');
  await expectMode(page);
  await expect(page.locator('.woocommerce-message').first()).toContainText('has been added to your cart');
  await expect(headerCount(page)).toHaveText('1 item');
  if (mode === 'plugin') {
    await expect(page.locator('.wc-islands-session-notices .woocommerce-message')).toHaveCount(1);
    expect(html.join('')).not.toContain('woocommerce-message');
  }
  await page.goto('/brands/');
  await expect(headerCount(page)).toHaveText('1 item');
  await expect(page.locator('.woocommerce-message')).toHaveCount(0);
});

test(`[${mode}] a carousel comment from a page cached with a stale nonce lands exactly once (plugin); legacy refuses it`, async ({ page }) => {
  const text = `From a two-day-old page ${Date.now()}`;
  // The page as a shared cache would still serve it days later: its carousel nonce no longer verifies.
  await page.route('**/field-day-spraying-soybeans/', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(/"nonce":"[0-9a-f]{10}"/, '"nonce":"0000000000"') });
  });
  const posts: string[] = [];
  page.on('response', async (response) => {
    const body = response.request().postData() ?? '';
    if (response.request().method() === 'POST' && body.includes('action=post_attachment_comment')) posts.push(await response.text());
  });
  await page.goto('/field-day-spraying-soybeans/');
  await expectMode(page);
  test.skip(mode === 'legacy', 'legacy: Jetpack\'s script posts the stale nonce once and shows "Nonce verification failed." (no retry exists)');
  await postCarouselComment(page, { text, email: 'cached@example.com', name: 'Cached Guest' });
  expect(posts).toHaveLength(2);
  expect(posts[0]).toContain('Nonce verification failed.');
  expect(Number(sql(`SELECT COUNT(*) FROM wp_comments WHERE comment_content = '${text}'`).trim())).toBe(1);
});
