import { expect, test, type Page } from './support/test.ts';
import { addToCartButtons, headerCount, mountedButton, recordWcAjax } from './support/cart.ts';

const FRAGMENTS_TIMEOUT_MS = 5000;

async function waitForFragmentsIsland(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.wcIslands?.mounted().some((island) => island.name === 'cart-fragments'))).toBe(true);
}

/** Adds the first listed product by AJAX and waits for the header to show it. */
async function addFirstProduct(page: Page): Promise<void> {
  const button = await mountedButton(addToCartButtons(page).first());
  await button.click();
  await expect(headerCount(page)).toHaveText('1 item');
}

test.describe('cart fragments cache', () => {
  test('a cold tab asks once; the next page of the same tab uses the cache with no request', async ({ page }) => {
    const refreshes = recordWcAjax(page, 'get_refreshed_fragments');
    await page.goto('/shop/');
    await waitForFragmentsIsland(page);
    await expect.poll(() => refreshes.length).toBe(1);
    await addFirstProduct(page);

    refreshes.length = 0;
    await page.goto('/brands/');
    await waitForFragmentsIsland(page);
    await expect(headerCount(page)).toHaveText('1 item');
    await page.waitForTimeout(300);
    expect(refreshes).toHaveLength(0);
  });

  test('fragments stay per tab, as WooCommerce keeps them: a new tab asks once, and a cart change in another tab makes it ask once more', async ({ context }) => {
    const first = await context.newPage();
    await first.goto('/shop/');
    await waitForFragmentsIsland(first);
    const second = await context.newPage();
    const secondRefreshes = recordWcAjax(second, 'get_refreshed_fragments');
    await second.goto('/brands/');
    await waitForFragmentsIsland(second);
    // Markup is never taken from another tab's storage (any script of the origin could write it there).
    await expect.poll(() => secondRefreshes.length).toBe(1);

    await addFirstProduct(first);
    await expect(headerCount(second)).toHaveText('1 item');
    await expect(second.locator('.site-header-cart .woocommerce-mini-cart-item')).toHaveCount(1);
    expect(secondRefreshes).toHaveLength(2);
  });

  test('a refresh that takes longer than 5000 ms is aborted and raises wc_fragments_ajax_error, with no message', async ({ page }) => {
    test.setTimeout(40_000);
    await page.route('**/?wc-ajax=get_refreshed_fragments', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, FRAGMENTS_TIMEOUT_MS + 3000));
      await route.continue().catch(() => undefined);
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const started = performance.now();
        document.body.addEventListener('wc_fragments_ajax_error', () => {
          (window as unknown as { fragmentsErrorAfter: number }).fragmentsErrorAfter = performance.now() - started;
        });
      });
    });
    await page.goto('/shop/');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { fragmentsErrorAfter?: number }).fragmentsErrorAfter), { timeout: 12_000 })
      .toBeGreaterThanOrEqual(FRAGMENTS_TIMEOUT_MS);
    const after = await page.evaluate(() => (window as unknown as { fragmentsErrorAfter: number }).fragmentsErrorAfter);
    expect(after).toBeLessThan(FRAGMENTS_TIMEOUT_MS + 2500);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('with storage throwing (private mode) the cart still works and every page asks once', async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const refreshes = recordWcAjax(page, 'get_refreshed_fragments');
    await page.goto('/shop/');
    await waitForFragmentsIsland(page);
    await addFirstProduct(page);
    await page.goto('/brands/');
    await waitForFragmentsIsland(page);
    await expect.poll(() => refreshes.length).toBe(2);
    await expect(headerCount(page)).toHaveText('1 item');
    expect(errors).toEqual([]);
  });

  test('a jQuery added_to_cart listener gets (event, fragments, cart_hash, $button) exactly once', async ({ page }) => {
    await page.goto('/shop/?jquery=1');
    await page.evaluate(() => {
      const calls: unknown[] = [];
      (window as unknown as { calls: unknown[] }).calls = calls;
      const $ = (window as unknown as { jQuery: (target: unknown) => { on: (name: string, handler: (...args: unknown[]) => void) => void } }).jQuery;
      $(document.body).on('added_to_cart', (...args: unknown[]) => {
        const [event, fragments, cartHash, $button] = args as [{ type: string }, Record<string, string>, string, { jquery?: string; 0?: HTMLElement }];
        calls.push({
          type: event.type,
          argCount: args.length,
          hasMiniCart: typeof fragments['div.widget_shopping_cart_content'] === 'string',
          cartHash,
          productId: $button.jquery ? $button[0]?.dataset.product_id : null,
        });
      });
    });
    const button = await mountedButton(addToCartButtons(page).first());
    await button.click();
    await expect(headerCount(page)).toHaveText('1 item');
    const cookieHash = (await page.context().cookies()).find((cookie) => cookie.name === 'woocommerce_cart_hash')?.value;
    const calls = await page.evaluate(() => (window as unknown as { calls: unknown[] }).calls);
    expect(calls).toEqual([
      { type: 'added_to_cart', argCount: 4, hasMiniCart: true, cartHash: cookieHash, productId: await button.getAttribute('data-product_id') },
    ]);
  });

  test('WooCommerce’s legacy jQuery add-to-cart handler on the page does not double the request', async ({ page }) => {
    const requests = recordWcAjax(page, 'add_to_cart');
    await page.goto('/shop/?jquery=1');
    // Bound the way add-to-cart.js binds it: delegated on body, skipping .wc-interactive buttons.
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (target: unknown) => { on: (...args: unknown[]) => void } }).jQuery;
      $(document.body).on('click', '.add_to_cart_button:not(.wc-interactive)', (event: { currentTarget: HTMLElement; preventDefault(): void }) => {
        event.preventDefault();
        void fetch('/?wc-ajax=add_to_cart', {
          method: 'POST',
          body: new URLSearchParams({ product_id: event.currentTarget.dataset.product_id ?? '' }),
        });
      });
    });
    const button = await mountedButton(addToCartButtons(page).first());
    await button.click();
    await expect(headerCount(page)).toHaveText('1 item');
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(1);
  });
});
