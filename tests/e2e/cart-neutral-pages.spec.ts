import type { BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './support/test.ts';
import { layoutShiftsSeen, watchLayoutShifts } from './support/layoutShifts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { addToCartButtons, headerCount, mountedButton } from './support/cart.ts';

// Cart-neutral catalog pages (issue #27; plugin/cache.php, imitated by server/http/neutralPages.ts): with
// the switch on, a guest's catalog page is printed as for an empty cart, with no session notice and
// guest nonces, and says `X-WC-Islands-Cache: shareable`; the shopper's own cart comes from the tab's
// fragments cache (header before the first paint) or the one uncached fragments refresh.

const SWITCH = { name: 'wcis_demo_neutral', value: '1', domain: '127.0.0.1', path: '/' };
const CATALOG = ['/', '/shop/', '/brands/', '/product-category/spare-parts/', '/field-day-spraying-soybeans/'];
const POST = '/field-day-spraying-soybeans/';

async function neutralGuest(context: BrowserContext): Promise<Page> {
  await context.addCookies([SWITCH]);
  return context.newPage();
}

/** The page as a shared cache would store it: the strict CSP's per-response nonce is the one difference allowed. */
const cacheable = (html: string): string => html.replace(/ nonce="[^"]*"/g, '');

async function addFirstListed(page: Page, expected: string): Promise<string> {
  await page.goto('/shop/');
  const button = await mountedButton(addToCartButtons(page).first());
  const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Add to cart: “/, '').replace(/”$/, '');
  await button.click();
  await expect(headerCount(page)).toHaveText(expected);
  return name;
}

test.describe('cart-neutral catalog pages', () => {
  test('a guest with a cart gets the same catalog HTML as a fresh guest, marked shareable; cart and checkout are personal', async ({ browser }) => {
    const shopper = await browser.newContext();
    const fresh = await browser.newContext();
    const page = await neutralGuest(shopper);
    const freshPage = await neutralGuest(fresh);
    const name = await addFirstListed(page, '1 item');

    for (const path of CATALOG) {
      const mine = await page.request.get(path);
      const theirs = await freshPage.request.get(path);
      expect(mine.headers()['x-wc-islands-cache'], path).toBe('shareable');
      expect(mine.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=3600');
      expect(mine.headers()['set-cookie'], path).toBeUndefined();
      const body = await mine.text();
      expect(cacheable(body), path).toBe(cacheable(await theirs.text()));
      expect(body, path).toContain('<span class="count">0 items</span>');
    }
    for (const path of ['/cart/', '/checkout/', '/my-account/', '/shop/?add-to-cart=33']) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect(answer.headers()['x-wc-islands-cache'], path).toBe('personal');
      expect(answer.headers()['cache-control'], path).toBe('private, no-cache');
    }
    expect(await (await page.request.get('/cart/')).text()).toContain(name);
    await shopper.close();
    await fresh.close();
  });

  test('without the switch (or without the bundle) nothing changes: the header is the shopper\'s own and every page is personal', async ({ page }) => {
    await addFirstListed(page, '1 item');
    for (const path of ['/shop/', '/brands/']) {
      const answer = await page.request.get(path);
      expect(answer.headers()['x-wc-islands-cache']).toBe('personal');
      expect(await answer.text()).toContain('<span class="count">1 item</span>');
    }
    await page.context().addCookies([SWITCH]);
    const legacy = await page.request.get('/shop/?legacy=1');
    expect(legacy.headers()['x-wc-islands-cache']).toBeUndefined();
    expect(await legacy.text()).toContain('<span class="count">1 item</span>');
  });

  test('after adding, the next neutral page shows the right count at its first paint, with no layout shift', async ({ context }) => {
    const page = await neutralGuest(context);
    await addFirstListed(page, '1 item');
    await addToCartButtons(page).nth(1).click();
    await expect(headerCount(page)).toHaveText('2 items');
    await watchLayoutShifts(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __counts: Array<[string, number]>; __frames: number };
      w.__counts = [];
      w.__frames = 0;
      // Frames counted by requestAnimationFrame, which runs once before each paint.
      const tick = (): void => { w.__frames += 1; requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
      new MutationObserver(() => {
        const text = document.querySelector('.site-header-cart a.cart-contents .count')?.textContent;
        if (text && text !== w.__counts.at(-1)?.[0]) w.__counts.push([text, w.__frames]);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const path of ['/brands/', '/product-category/spare-parts/']) {
      await page.goto(path);
      await expect(headerCount(page)).toHaveText('2 items');
      await expect(page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(2);
      const shifts = await layoutShiftsSeen(page);
      const counts = await page.evaluate(() => (window as unknown as { __counts: Array<[string, number]> }).__counts);
      // Printed '0 items', rewritten from the tab's cache by the head's inline script at the end of the parser
      // task that added the link, before any frame shows it, and never changed again.
      const printed = counts[0];
      const mine = counts.findIndex(([text]) => text === '2 items');
      expect(mine, `${path} ${JSON.stringify(counts)}`).toBeGreaterThanOrEqual(0);
      expect(counts.slice(mine).map(([text]) => text), path).toEqual(['2 items']);
      expect((counts[mine]?.[1] ?? Infinity) - (printed?.[1] ?? 0), `${path} ${JSON.stringify(counts)}`).toBe(0);
      expect(shifts, path).toEqual([]);
    }
  });

  test('the header count is never painted as the printed empty cart, even when the page arrives in two parts split at the header cart', async ({ context }) => {
    const page = await neutralGuest(context);
    await addFirstListed(page, '1 item');
    await watchLayoutShifts(page, '.site-header-cart');
    await page.addInitScript(() => {
      const w = window as unknown as { __painted: Array<[string, DocumentReadyState]> };
      w.__painted = [];
      // requestAnimationFrame runs once before each paint: the count as each frame shows it.
      const frame = (): void => {
        const text = document.querySelector('.site-header-cart a.cart-contents .count')?.textContent;
        if (text !== undefined) w.__painted.push([text, document.readyState]);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    // The rest of the page is held (server/http/splitHtml.ts) right after the link, and inside its count.
    const splits = { 'after the link': '0 items</span>\n\t\t\t</a>', 'inside its count': '<span class="count">0 it' };
    for (const [where, marker] of Object.entries(splits)) {
      const hold = `${where.replace(/\W/g, '-')}-${Date.now()}`;
      await page.goto(`/brands/?${new URLSearchParams({ 'wcis-demo-split': marker, 'wcis-demo-hold': hold })}`, { waitUntil: 'commit' });
      // Frames painted while the browser has only the first part: the header is in them.
      await page.waitForFunction(() => (window as unknown as { __painted: Array<[string, string]> }).__painted.filter(([, state]) => state === 'loading').length >= 3);
      expect((await page.request.get(`/wcis-demo-release/?hold=${hold}`)).status(), where).toBe(204);
      await page.waitForLoadState('load');
      await expect(headerCount(page)).toHaveText('1 item');
      const shifts = await layoutShiftsSeen(page);
      const painted = await page.evaluate(() => (window as unknown as { __painted: Array<[string, string]> }).__painted);
      expect([...new Set(painted.map(([text]) => text))], where).toEqual(['1 item']);
      expect(shifts, where).toEqual([]);
    }
  });

  test('the header count comes from the tab\'s cache before any module runs (loader blocked)', async ({ context }) => {
    const page = await neutralGuest(context);
    await addFirstListed(page, '1 item');
    await page.route('**/wc-islands.js*', (route) => route.abort());
    await page.goto('/brands/');
    await expect(headerCount(page)).toHaveText('1 item');
    // The copy is text only: the stored fragment's markup is not inserted.
    await expect(page.locator('.site-header-cart a.cart-contents')).toHaveAttribute('href', /\/cart\/$/);
  });

  test('a planted cache with markup changes nothing but text, and a hash that is not the cookie\'s changes nothing', async ({ context }) => {
    const page = await neutralGuest(context);
    await addFirstListed(page, '1 item');
    await page.route('**/wc-islands.js*', (route) => route.abort());
    await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('wc_fragments_')) ?? '';
      const map = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, string>;
      map['a.cart-contents'] = '<a class="cart-contents" href="/cart/"><img src=x onerror="window.__pwned=1">7 items</a>';
      sessionStorage.setItem(key, JSON.stringify(map));
    });
    await page.goto('/brands/');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(headerCount(page)).toHaveText('0 items');
    await expect(page.locator('.site-header-cart img')).toHaveCount(0);
  });

  test('a no-JavaScript add\'s notice is held back from the neutral page and shown from the fragments refresh, once', async ({ context }) => {
    const page = await neutralGuest(context);
    const pageHtml: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/shop/') && response.request().resourceType() === 'document') void response.text().then((t) => pageHtml.push(t));
    });
    // A link followed without the island (the shopper clicked before it loaded): the store redirects back.
    await page.goto('/shop/?add-to-cart=33');
    await expect(page).toHaveURL(/\/shop\/$/);
    const notice = page.locator('.wc-islands-session-notices .woocommerce-message');
    await expect(notice).toContainText('has been added to your cart');
    await expect(headerCount(page)).toHaveText('1 item');
    expect(pageHtml.join('')).not.toContain('woocommerce-message');
    await expectNoAxeViolations(page, '.wc-islands-session-notices');
    await page.goto('/brands/');
    await expect(headerCount(page)).toHaveText('1 item');
    await expect(page.locator('.woocommerce-message')).toHaveCount(0);
  });

  test('a carousel comment posted from a neutral page whose nonce the guest\'s session refuses lands exactly once', async ({ context }) => {
    const page = await neutralGuest(context);
    // The cart gives the guest a session: the page's guest nonce is not theirs, as a two-day-old cached one would not be.
    await addFirstListed(page, '1 item');
    const posts: Array<{ nonce: string | null; answer: string }> = [];
    page.on('response', async (response) => {
      const request = response.request();
      if (request.method() === 'POST' && request.url().includes('admin-ajax.php')) {
        posts.push({ nonce: new URLSearchParams(request.postData() ?? '').get('nonce'), answer: await response.text() });
      }
    });
    await page.goto(POST);
    await expect(page.locator('figure.wp-block-gallery').first()).toHaveAttribute('data-island-mounted', /carousel/);
    await page.locator('img[data-attachment-id="213"]').first().scrollIntoViewIfNeeded();
    await page.locator('img[data-attachment-id="213"]').first().click();
    const form = page.getByRole('dialog').locator('form');
    await form.getByRole('textbox', { name: 'Write a Comment...' }).fill('Posted from a cached page');
    await form.getByRole('textbox', { name: 'Email (Required)' }).fill('cached@example.com');
    await form.getByRole('textbox', { name: 'Name (Required)' }).fill('Cached Guest');
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await expect(form.getByRole('status')).toHaveText('Your comment is in moderation.');
    await expect.poll(() => posts.length).toBe(2);
    expect(posts[0]?.answer).toContain('Nonce verification failed.');
    expect(posts[1]?.nonce).not.toBe(posts[0]?.nonce);
    expect(posts.filter((post) => post.answer.includes('comment_id'))).toHaveLength(1);
  });

  test('two guests interleaved never receive each other\'s cart in any HTML body; each header settles on their own', async ({ browser }) => {
    const a = await browser.newContext();
    const b = await browser.newContext();
    const pageA = await neutralGuest(a);
    const pageB = await neutralGuest(b);
    const nameA = await addFirstListed(pageA, '1 item');
    await pageB.goto('/shop/');
    const second = await mountedButton(addToCartButtons(pageB).nth(3));
    const nameB = ((await second.getAttribute('aria-label')) ?? '').replace(/^Add to cart: “/, '').replace(/”$/, '');
    await second.click();
    await second.click();
    await expect(headerCount(pageB)).toHaveText('2 items');
    const bodies: Array<[string, string]> = [];
    for (const [page, other] of [[pageA, nameB], [pageB, nameA]] as const) {
      page.on('response', (response) => {
        if (response.request().resourceType() === 'document') void response.text().then((t) => bodies.push([other, t]));
      });
    }
    for (const path of CATALOG) {
      await pageA.goto(path);
      await pageB.goto(path);
      await expect(headerCount(pageA)).toHaveText('1 item');
      await expect(headerCount(pageB)).toHaveText('2 items');
    }
    await expect.poll(() => bodies.length).toBe(CATALOG.length * 2);
    for (const [other, body] of bodies) {
      expect(body).not.toContain(`woocommerce-mini-cart-item`);
      expect(body.includes(`remove_from_cart_button`) ? other : '').toBe('');
    }
    await a.close();
    await b.close();
  });
});
