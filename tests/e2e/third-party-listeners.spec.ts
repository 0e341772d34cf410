import { expect, test, type Page, type Response } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { addToCartButtons, headerCount, mountedButton, productNameOf, recordWcAjax } from './support/cart.ts';

// The compatibility suite (docs/reference/third-party-listeners.md): our own fixture scripts listen to, or
// trigger, WooCommerce's events the way popular plugins do (`?compat=…`, server/public/compat/), on a page
// without jQuery and on a page with it. Expected values are what WooCommerce 11.0.1's legacy scripts gave
// the same fixtures on the real store's /shop/ (../shared/realstore, Chromium, 2026-11-23; the inline one is
// tests/real-store/third-party-listeners.spec.ts), with this store's product and fragments in place of its own.

type Heard = Record<string, unknown> & { name: string };

const windowArray = (page: Page, key: string): Promise<Heard[]> =>
  page.evaluate((name) => ((window as unknown as Record<string, Heard[] | undefined>)[name] ?? []).map((entry) => ({ ...entry })), key);

const cartHashCookie = async (page: Page): Promise<string> =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'woocommerce_cart_hash')?.value ?? '';

/** The wc-ajax answer's fragments and hash: what WooCommerce's add-to-cart.js hands on. */
async function answerOf(response: Promise<Response>): Promise<{ fragmentKeys: string[]; cartHash: string }> {
  const body = (await (await response).json()) as { fragments: Record<string, string>; cart_hash: string };
  return { fragmentKeys: Object.keys(body.fragments).sort(), cartHash: body.cart_hash };
}

/**
 * Opens a page with a fresh session and waits for the load's own fragment refresh (no cache yet, as in
 * WooCommerce's cart-fragments.js), so later requests and events are the shopper's or the plugin's.
 */
async function openSettled(page: Page, url: string): Promise<void> {
  const loadRefresh = page.waitForResponse((response) => response.url().includes('wc-ajax=get_refreshed_fragments'));
  await page.goto(url);
  await loadRefresh;
}

/** Adds the first product from the shop's loop and returns its id, name and the server's answer. */
async function addFirstProduct(page: Page) {
  const button = await mountedButton(addToCartButtons(page).first());
  const productId = (await button.getAttribute('data-product_id')) ?? '';
  const name = await productNameOf(button);
  const answer = answerOf(page.waitForResponse((response) => response.url().includes('wc-ajax=add_to_cart')));
  await button.click();
  await expect(headerCount(page)).toHaveText('1 item');
  return { productId, name, ...(await answer) };
}

/** Removes the product's line from the header mini-cart (Storefront opens it on hover). */
async function removeFromMiniCart(page: Page, name: string) {
  const answer = answerOf(page.waitForResponse((response) => response.url().includes('wc-ajax=remove_from_cart')));
  await page.locator('.site-header-cart a.cart-contents').hover();
  await page.locator('.site-header-cart').getByRole('button', { name: `Remove ${name} from cart` }).click();
  await expect(headerCount(page)).toHaveText('0 items');
  return answer;
}

const pages = [
  ['without jQuery', ''],
  ['with jQuery printed for another plugin', '&jquery=1'],
] as const;

test.describe('inline on<type> handlers (Google Analytics integration)', () => {
  for (const [label, jquery] of pages) {
    test(`hear added_to_cart and removed_from_cart once each, with legacy arguments, ${label}`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(`/shop/?compat=ga-inline${jquery}`);
      expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe(jquery ? 'function' : 'undefined');
      await page.waitForFunction(() => (window as unknown as { wcIslandsListening?: boolean }).wcIslandsListening === true);

      const added = await addFirstProduct(page);
      // Legacy: jQuery called document.body.onadded_to_cart( event, fragments, cart_hash, $button ), this = body.
      expect(await windowArray(page, 'wcIslandsHeard')).toEqual([
        {
          name: 'added_to_cart',
          argCount: 4,
          thisIsBody: true,
          eventType: 'added_to_cart',
          eventTargetIsBody: true,
          hasPreventDefault: true,
          fragmentKeys: added.fragmentKeys,
          cartHashType: 'string',
          cartHash: added.cartHash,
          wrappedLength: 1,
          productId: added.productId,
          elementClasses: expect.stringContaining('add_to_cart_button'),
        },
      ]);
      expect(added.cartHash).toBe(await cartHashCookie(page));

      const removed = await removeFromMiniCart(page, added.name);
      // Legacy: removed_from_cart( event, fragments, cart_hash, $removeLink ); an empty cart's hash is ''.
      const heard = await windowArray(page, 'wcIslandsHeard');
      expect(heard).toHaveLength(2);
      expect(heard[1]).toEqual({
        name: 'removed_from_cart',
        argCount: 4,
        thisIsBody: true,
        eventType: 'removed_from_cart',
        eventTargetIsBody: true,
        hasPreventDefault: true,
        fragmentKeys: removed.fragmentKeys,
        cartHashType: 'string',
        cartHash: removed.cartHash,
        wrappedLength: 1,
        productId: added.productId,
        elementClasses: expect.stringContaining('remove_from_cart_button'),
      });
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test('a handler returning false on should_send_ajax_request vetoes the add, without jQuery', async ({ page }) => {
    const requests = recordWcAjax(page, 'add_to_cart');
    await page.goto('/shop/');
    const button = await mountedButton(addToCartButtons(page).first());
    // WooCommerce asks with triggerHandler( 'should_send_ajax_request.adding_to_cart', [ $button ] ): jQuery
    // calls body.onshould_send_ajax_request (the type without its namespace) and a false result vetoes.
    await page.evaluate(() => {
      const body = document.body as unknown as Record<string, unknown>;
      body['onshould_send_ajax_request'] = (event: { namespace: string }, wrapped: ArrayLike<HTMLElement>) => {
        (window as unknown as { vetoed: unknown[] }).vetoed = [event.namespace, wrapped[0]?.dataset['product_id']];
        return false;
      };
    });
    await button.click();
    await page.waitForFunction(() => 'vetoed' in window);
    expect(await page.evaluate(() => (window as unknown as { vetoed: unknown[] }).vetoed)).toEqual([
      'adding_to_cart',
      await button.getAttribute('data-product_id'),
    ]);
    await expect(button).not.toHaveClass(/\bloading\b/);
    await expect(headerCount(page)).toHaveText('0 items');
    expect(requests).toHaveLength(0);
  });
});

test.describe('jQuery( document.body ).on( … ) with jquery as the plugin’s dependency', () => {
  for (const [label, jquery] of [
    ['jQuery printed in the footer as its dependency', ''],
    ['jQuery also printed in the head for another plugin', '&jquery=1'],
  ] as const) {
    test(`hears adding_to_cart, added_to_cart, removed_from_cart and the fragment events with legacy arguments, ${label}`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await openSettled(page, `/shop/?compat=jquery-listener${jquery}`);
      await page.waitForFunction(() => (window as unknown as { wcIslandsJQueryListening?: boolean }).wcIslandsJQueryListening === true);
      await page.evaluate(() => ((window as unknown as { wcIslandsJQueryHeard: unknown[] }).wcIslandsJQueryHeard.length = 0));

      const added = await addFirstProduct(page);
      const button = { isJQuery: true, length: 1, productId: added.productId, isRemoveLink: false };
      const afterAdd = await windowArray(page, 'wcIslandsJQueryHeard');
      // Legacy order and arguments: adding_to_cart( $button, data ), then added_to_cart( fragments, cart_hash,
      // $button ) heard once by .on and once by Facebook's .one. The fragment events are left out here: legacy
      // fires wc_fragments_loaded inside added_to_cart (add-to-cart.js replacing the fragments), and the page
      // load's own refresh may still be answering; the last step checks wc_fragments_refreshed on its own.
      expect(afterAdd.filter((entry) => !entry.name.startsWith('wc_fragments_'))).toEqual([
        { name: 'adding_to_cart', argCount: 3, thisIsBody: true, button, dataProductId: added.productId, dataQuantity: '1' },
        { name: 'added_to_cart', argCount: 4, thisIsBody: true, fragmentKeys: added.fragmentKeys, cartHashType: 'string', cartHash: added.cartHash, button },
        { name: 'one:added_to_cart' },
      ]);

      await page.evaluate(() => ((window as unknown as { wcIslandsJQueryHeard: unknown[] }).wcIslandsJQueryHeard.length = 0));
      const removed = await removeFromMiniCart(page, added.name);
      await expect.poll(async () => (await windowArray(page, 'wcIslandsJQueryHeard')).map((entry) => entry.name)).toContain('removed_from_cart');
      expect((await windowArray(page, 'wcIslandsJQueryHeard')).filter((entry) => entry.name === 'removed_from_cart')).toEqual([
        {
          name: 'removed_from_cart',
          argCount: 4,
          thisIsBody: true,
          fragmentKeys: removed.fragmentKeys,
          cartHashType: 'string',
          cartHash: '',
          button: { ...button, isRemoveLink: true },
        },
      ]);

      // A plugin asking for fresh fragments hears wc_fragments_refreshed with no extra arguments, once.
      await page.evaluate(() => ((window as unknown as { wcIslandsJQueryHeard: unknown[] }).wcIslandsJQueryHeard.length = 0));
      await page.evaluate(() => (window as unknown as { jQuery: (target: Element) => { trigger(type: string): void } }).jQuery(document.body).trigger('wc_fragment_refresh'));
      await expect.poll(async () => windowArray(page, 'wcIslandsJQueryHeard')).toEqual([{ name: 'wc_fragments_refreshed', argCount: 1 }]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("a theme's own added_to_cart listener that inserts its 'View cart' link (OceanWP's quick view)", () => {
  test("leaves one 'View cart' link after the button: the theme's, inserted while the event was heard, as on the legacy page", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openSettled(page, '/shop/?compat=theme-view-cart');
    await page.waitForFunction(() => (window as unknown as { wcIslandsThemeViewCart?: boolean }).wcIslandsThemeViewCart === true);
    const added = await addFirstProduct(page);
    const item = addToCartButtons(page).first().locator('xpath=..');
    await expect(page.getByRole('status').filter({ hasText: 'has been added to your cart' })).toHaveCount(1);
    await expect(item.locator('.added_to_cart')).toHaveCount(1);
    await expect(item.locator('.added_to_cart')).toHaveAttribute('data-theme-view-cart', '1');
    expect(added.productId).not.toBe('');
    expect(errors).toEqual([]);
  });
});

test.describe('plugins that trigger WooCommerce events themselves (side carts, quick views)', () => {
  test('jQuery( document.body ).trigger( "added_to_cart", … ) after its own add updates the header cart, with no extra request', async ({ page }) => {
    const refreshes = recordWcAjax(page, 'get_refreshed_fragments');
    await openSettled(page, '/shop/?compat=jquery-trigger');
    await expect(headerCount(page)).toHaveText('0 items');
    const refreshesOnLoad = refreshes.length;
    await page.getByRole('button', { name: 'Quick add (side cart)' }).click();
    // Legacy: add-to-cart.js replaces the fragments the trigger carries; so does the bundle.
    await expect(headerCount(page)).toHaveText('1 item');
    await expect(page.locator('.site-header-cart .widget_shopping_cart_content li.mini_cart_item')).toHaveCount(1);
    expect(refreshes).toHaveLength(refreshesOnLoad);
    await expectNoAxeViolations(page);
  });

  for (const [label, compat] of [
    ['with jQuery( document.body ).trigger', 'jquery-trigger'],
    ['with a native event, without jQuery', 'native-trigger'],
  ] as const) {
    test(`"wc_fragment_refresh" ${label} refreshes the mini-cart once`, async ({ page }) => {
      const refreshes = recordWcAjax(page, 'get_refreshed_fragments');
      await openSettled(page, `/shop/?compat=${compat}`);
      expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe(compat === 'jquery-trigger' ? 'function' : 'undefined');
      const refreshesOnLoad = refreshes.length;
      // The plugin changed the cart with its own request (here: the page's context, same session cookie).
      const product = await addToCartButtons(page).first().getAttribute('data-product_id');
      await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: product ?? '', quantity: '1' } });
      await expect(headerCount(page)).toHaveText('0 items');

      const answered = page.waitForResponse((response) => response.url().includes('wc-ajax=get_refreshed_fragments'));
      await page.getByRole('button', { name: 'Refresh side cart' }).click();
      await answered;
      await expect(headerCount(page)).toHaveText('1 item');
      expect(refreshes).toHaveLength(refreshesOnLoad + 1);
    });
  }
});

test.describe('a jquery-only script that assumes BlockUI', () => {
  test('finds BlockUI printed beside the jQuery it pulled in, as WooCommerce always printed it', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/shop/?compat=blockui');
    await page.waitForFunction(() => 'wcIslandsBlockUi' in window);
    expect(await page.evaluate(() => (window as unknown as { wcIslandsBlockUi: unknown }).wcIslandsBlockUi)).toEqual({
      hasBlock: true,
      hasBlockUI: true,
      overlay: true,
    });
    expect(errors).toEqual([]);
  });

  test('breaks with a TypeError when the store opts out of BlockUI (the cost the opt-out accepts)', async ({ page }) => {
    await page.goto('/shop/?compat=blockui&blockui=off');
    await page.waitForFunction(() => 'wcIslandsBlockUi' in window);
    expect(await page.evaluate(() => (window as unknown as { wcIslandsBlockUi: unknown }).wcIslandsBlockUi)).toEqual({
      hasBlock: false,
      hasBlockUI: false,
      error: 'TypeError: $(...).block is not a function',
    });
  });

  test('no page prints jQuery or BlockUI when no script needs them', async ({ page }) => {
    await page.goto('/shop/?compat=ga-inline');
    await expect(headerCount(page)).toBeVisible();
    expect(await page.locator('script[src*="jquery"]').count()).toBe(0);
  });
});
