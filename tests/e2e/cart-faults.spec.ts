import { expect, test, type Page, type Route } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { addToCartButtons, buttonsWithStock, headerCount, mountedButton, productNameOf, recordWcAjax, serverCart } from './support/cart.ts';

// Faults injected by request routing at the moment that matters: the add reaches the demo store,
// which acts (or, for the 'before' faults, never sees it), and only then is the answer spoiled.
const NOTICE = '<br />\n<b>Warning</b>:  Undefined array key "x" in <b>/srv/wp-content/plugins/p/p.php</b> on line <b>12</b><br />\n';

type Fault = (route: Route) => Promise<void>;

const afterServer = (spoil: (route: Route, body: string, headers: Record<string, string>) => Promise<void>): Fault => async (route) => {
  const response = await route.fetch();
  await spoil(route, await response.text(), response.headers());
};

/** Faults after which the server HAS added: the shopper must see one add, never a second one. */
const SERVER_ACTED: ReadonlyArray<readonly [string, Fault]> = [
  ['a PHP notice printed before the JSON', afterServer((route, body, headers) => route.fulfill({ status: 200, headers, body: `${NOTICE}${body}` }))],
  ['a 500 after the server acted', afterServer((route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))],
  ['a gateway timeout (504) after the server acted', afterServer((route) => route.fulfill({ status: 504, body: '<html>Gateway Time-out</html>' }))],
  ['an unreadable 200 after the server acted', afterServer((route) => route.fulfill({ status: 200, body: '<html><body>Fatal error</body></html>' }))],
  ['a connection dropped after the server acted', afterServer((route) => route.abort('connectionreset'))],
];

/** Faults before the server: nothing was added, so the no-JS link completes the add, once. */
const SERVER_NEVER_SAW: ReadonlyArray<readonly [string, Fault]> = [
  ['a 500 before the server', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
  ['a JSON answer cut short', (route) => route.fulfill({ status: 200, body: '{"fragments":{"div.widget' })],
  ['an empty answer', (route) => route.fulfill({ status: 200, body: '' })],
  ['a dropped connection', (route) => route.abort('connectionreset')],
];

async function shopButton(page: Page, quantity = 3) {
  await page.goto('/shop/?per_page=100');
  const [button] = await buttonsWithStock(page, 1, quantity);
  return mountedButton(button!);
}

test.describe('cart faults: every click lands exactly once', () => {
  for (const [name, fault] of SERVER_ACTED) {
    test(`${name}: 3 clicks, 3 requests, quantity 3, nothing followed`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const button = await shopButton(page);
      const product = await productNameOf(button);
      const adds = recordWcAjax(page, 'add_to_cart');
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
      await page.route('**/?wc-ajax=add_to_cart', fault);
      for (const expected of ['1 item', '2 items', '3 items']) {
        await button.click();
        await expect(headerCount(page)).toHaveText(expected);
        await expect(button).toHaveClass(/\badded\b/);
      }
      await expect(page.getByRole('status').filter({ hasText: 'added' })).toHaveText(`“${product}” has been added to your cart`);
      expect(adds).toHaveLength(3);
      expect(navigations).toEqual([]);
      expect(await serverCart(page)).toEqual({ [product]: 3 });
      expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    });
  }

  for (const [name, fault] of SERVER_NEVER_SAW) {
    test(`${name}: the refresh shows no add, then the button's own link adds it, once`, async ({ page }) => {
      const button = await shopButton(page);
      const product = await productNameOf(button);
      const adds = recordWcAjax(page, 'add_to_cart');
      await page.route('**/?wc-ajax=add_to_cart', fault);
      await button.click();
      // The store's notice after the no-JS add (the page it redirects to).
      await expect(page.getByRole('alert')).toContainText(`“${product}” has been added to your cart`);
      expect(adds).toHaveLength(1);
      expect(await serverCart(page)).toEqual({ [product]: 1 });
    });
  }

  test('clicks queued behind a failure are sent before the fallback leaves the page', async ({ page }) => {
    const button = await shopButton(page);
    const product = await productNameOf(button);
    const adds = recordWcAjax(page, 'add_to_cart');
    let first = true;
    // The first add never reaches the store and answers a gateway timeout late; two clicks wait behind it.
    await page.route('**/?wc-ajax=add_to_cart', async (route) => {
      if (!first) return route.continue();
      first = false;
      await page.waitForFunction(() => (window as unknown as { clicks?: number }).clicks === 3);
      await route.fulfill({ status: 504, body: 'Gateway Time-out' });
    });
    await button.evaluate((element: HTMLElement) => {
      for (let click = 1; click <= 3; click += 1) {
        element.click();
        (window as unknown as { clicks: number }).clicks = click;
      }
    });
    await expect(page.getByRole('alert')).toContainText(`“${product}” has been added to your cart`);
    expect(adds).toHaveLength(3);
    expect(await serverCart(page)).toEqual({ [product]: 3 });
  });

  test('offline: the click stays on the page, the button is restored and the shopper told, nothing is sent', async ({ page, context }) => {
    const button = await shopButton(page);
    const adds = recordWcAjax(page, 'add_to_cart');
    await context.setOffline(true);
    await button.click();
    // Next to the button, inside its product card (the live region is announced separately).
    const message = page.locator('li.product', { has: button }).getByText('You are probably offline.', { exact: true });
    await expect(message).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'offline' })).toHaveText('You are probably offline.');
    await expect(button).toHaveAccessibleDescription('You are probably offline.');
    await expect(button).not.toHaveClass(/\bloading\b/);
    await context.setOffline(false);
    expect(page.url()).toMatch(/\/shop\/\?per_page=100$/);
    expect(adds).toHaveLength(0);
    expect(await serverCart(page)).toEqual({});
    // Back online, the next click adds and clears the message.
    await button.click();
    await expect(headerCount(page)).toHaveText('1 item');
    await expect(message).toHaveCount(0);
  });

  test('a network error on the add and on the check: stays, restores, tells; nothing navigates', async ({ page }) => {
    const button = await shopButton(page);
    await page.route(/wc-ajax=(add_to_cart|get_refreshed_fragments)/, (route) => route.abort('internetdisconnected'));
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: 'offline' })).toHaveText('You are probably offline.');
    await expect(button).not.toHaveClass(/\bloading\b/);
    expect(page.url()).toMatch(/\/shop\/\?per_page=100$/);
  });

  test('a page-load refresh answering after a newer add never rolls the mini-cart back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    let releaseRefresh: () => void = () => undefined;
    const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
    await page.route('**/?wc-ajax=get_refreshed_fragments', async (route) => {
      // The server reads the (empty) cart now; the answer arrives after the add's.
      const response = await route.fetch();
      const body = await response.text();
      await refreshHeld;
      await route.fulfill({ response, body });
    });
    const refreshed = page.waitForResponse('**/?wc-ajax=get_refreshed_fragments');
    await page.goto('/shop/');
    const button = await mountedButton(addToCartButtons(page).first());
    const product = await productNameOf(button);
    await button.click();
    await expect(headerCount(page)).toHaveText('1 item');
    releaseRefresh();
    await refreshed;
    // The late answer has been delivered; a frame later the page must still show the add.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await expect(headerCount(page)).toHaveText('1 item');
    await expect(page.locator('.site-header-cart .woocommerce-mini-cart-item')).toContainText(product);
    const stored = await page.evaluate(() => Object.entries(sessionStorage).find(([key]) => key.startsWith('wc_cart_hash_'))?.[1]);
    expect(stored).toBe(await page.evaluate(() => /woocommerce_cart_hash=([^;]+)/.exec(document.cookie)?.[1]));
  });
});
