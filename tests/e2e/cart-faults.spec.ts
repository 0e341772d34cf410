import { expect, test, type Page, type Route } from './support/test.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { addToCartButtons, buttonsWithStock, headerCount, mountedButton, productNameOf, recordWcAjax, serverCart, setFault } from './support/cart.ts';

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

  test('when the add and the check both fail (every wc-ajax answer a 500), an error shows and nothing is followed', async ({ page }) => {
    const button = await shopButton(page);
    const adds = recordWcAjax(page, 'add_to_cart');
    await setFault(page, 'status:500');
    await button.click();
    await expect(page.locator('li.product', { has: button }).getByText('An unknown error occurred.', { exact: true })).toBeVisible();
    await expect(button).not.toHaveClass(/\bloading\b/);
    expect(page.url()).toMatch(/\/shop\/\?per_page=100$/);
    await setFault(page, '');
    expect(adds).toHaveLength(1);
    // The demo store does not act on a faulted request: nothing was added, and nothing twice.
    expect(await serverCart(page)).toEqual({});
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

  test('a line being removed stays blocked when an added_to_cart from another script replaces the lines, and a second × sends nothing', async ({ context, page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const [first, second] = await buttonsWithStock(await shopPage(page), 2, 1);
    const removedName = await productNameOf(await mountedButton(first!));
    await first!.click();
    await expect(headerCount(page)).toHaveText('1 item');
    const removes = recordWcAjax(page, 'remove_from_cart');
    let releaseRemove: () => void = () => undefined;
    const removeHeld = new Promise<void>((resolve) => (releaseRemove = resolve));
    await page.route('**/?wc-ajax=remove_from_cart', async (route) => {
      await removeHeld;
      await route.continue();
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.site-header-cart a.cart-contents').hover();
    const line = page.locator('.site-header-cart .woocommerce-mini-cart-item').filter({ hasText: removedName });
    await line.getByRole('button', { name: `Remove ${removedName} from cart` }).click();
    await expect(line).toHaveAttribute('aria-busy', 'true');

    // Another tab adds meanwhile (this tab's refresh on the storage event overlaps the removal and is
    // dropped), and a quick-view script in this tab fires added_to_cart with that answer's fragments.
    const other = await context.newPage();
    await other.goto('/shop/?per_page=100');
    const secondId = await second!.getAttribute('data-product_id');
    const otherButton = await mountedButton(other.locator(`.add_to_cart_button[data-product_id="${secondId}"]`));
    const otherAnswer = other.waitForResponse('**/?wc-ajax=add_to_cart');
    await otherButton.click();
    const { fragments, cart_hash: cartHash } = (await (await otherAnswer).json()) as { fragments: Record<string, string>; cart_hash: string };
    await expect(headerCount(other)).toHaveText('2 items');
    await page.evaluate(([map, hash]) => document.body.dispatchEvent(new CustomEvent('added_to_cart', { detail: [map, hash] })), [fragments, cartHash] as const);
    await expect(headerCount(page)).toHaveText('2 items');
    await expect(line).toHaveAttribute('aria-busy', 'true');
    await expect(line.locator('.blockUI.blockOverlay')).toHaveCount(1);
    await line.getByRole('button', { name: `Remove ${removedName} from cart` }).evaluate((link: HTMLElement) => link.click());

    releaseRemove();
    await expect(line).toHaveCount(0);
    await expect(headerCount(page)).toHaveText('1 item');
    expect(removes).toHaveLength(1);
    expect(page.url()).toMatch(/\/shop\//);
    expect(Object.keys(await serverCart(page))).not.toContain(removedName);
  });

  test('navigation targets are followed only when http(s): a javascript: product_url or remove link is not', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const button = await shopButton(page);
    const product = await productNameOf(button);
    await page.route('**/?wc-ajax=add_to_cart', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ error: true, product_url: ' JaVa\tScRiPt:alert(document.domain)' }) }),
    );
    await button.click();
    // The refusal ends at the button's own link, which the store answers with its notice.
    await expect(page.getByRole('alert')).toContainText(`“${product}” has been added to your cart`);
    expect(dialogs).toEqual([]);

    await page.unroute('**/?wc-ajax=add_to_cart');
    // The fallback reloaded the page: wait until the mini-cart island reports itself mounted (before that a
    // click is the plain link's, which this test is not about).
    await expect(page.locator('.site-header-cart .widget_shopping_cart')).toHaveAttribute('data-island-mounted', /mini-cart/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('.site-header-cart a.cart-contents').hover();
    const remove = page.getByRole('button', { name: `Remove ${product} from cart` });
    await remove.evaluate((link) => link.setAttribute('href', 'DATA:text/html,<script>alert(1)</script>'));
    await page.route('**/?wc-ajax=remove_from_cart', (route) => route.fulfill({ status: 200, body: '{"success":false}' }));
    const url = page.url();
    await remove.click();
    await expect(page.getByRole('status').filter({ hasText: 'error' })).toHaveText('An unknown error occurred.');
    expect(page.url()).toBe(url);
    expect(dialogs).toEqual([]);
  });
});

async function shopPage(page: Page): Promise<Page> {
  await page.goto('/shop/?per_page=100');
  return page;
}
