import { expect, test, type Page, type Route } from './support/test.ts';
import { buttonsWithStock, headerCount, mountedButton, productNameOf, recordWcAjax, serverCart } from './support/cart.ts';

// An add_to_cart that never answers (issue #26): before, it left every later add on the page 'loading'
// and removals and the fallback page leave waiting behind it. Now it is aborted after the bound
// (CART_REQUEST_TIMEOUT_MS, 15 s, not injectable) and ends like any unknown outcome: the fragments check,
// then the button's own link or the add found. The tests wait for what the page reports.
const PAST_THE_BOUND = { timeout: 35_000 };

const isAddOf = (productId: string) => (route: Route): boolean =>
  new URLSearchParams(route.request().postData() ?? '').get('product_id') === productId;

async function shop(page: Page, count: number) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/shop/?per_page=100');
  const buttons = await buttonsWithStock(page, count, 2);
  for (const button of buttons) await mountedButton(button);
  return buttons;
}

test.describe('a stalled cart answer', () => {
  test.setTimeout(90_000);

  test('a hung add: the adds after it land, and once the check shows no add its own link completes it, once', async ({ page }) => {
    const [hung, second, third] = await shop(page, 3);
    const names = await Promise.all([hung!, second!, third!].map((button) => productNameOf(button)));
    const [hungId, ...laterIds] = await Promise.all([hung!, second!, third!].map(async (button) => (await button.getAttribute('data-product_id'))!));
    const adds = recordWcAjax(page, 'add_to_cart');
    // The first add never reaches the store and never answers.
    await page.route('**/?wc-ajax=add_to_cart', async (route) => {
      if (!isAddOf(hungId!)(route)) await route.continue();
    });
    // What the page shows, reported on every change: the fallback leaves the page as soon as the queue
    // is done, and while a page leave is pending Playwright reads nothing from the page.
    let shown = { added: [false, false], miniCart: '' };
    await page.exposeFunction('reportShown', (latest: typeof shown) => (shown = latest));
    await page.evaluate((ids) => {
      const report = (): void => (window as unknown as { reportShown: (latest: unknown) => void }).reportShown({
        added: ids.map((id) => document.querySelector(`.add_to_cart_button[data-product_id="${id}"]`)?.classList.contains('added') === true),
        miniCart: document.querySelector('.site-header-cart .widget_shopping_cart_content')?.textContent ?? '',
      });
      new MutationObserver(report).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    }, laterIds);

    await hung!.click();
    await second!.click();
    await third!.click();
    await expect.poll(() => shown.added, PAST_THE_BOUND).toEqual([true, true]);
    await expect.poll(() => shown.miniCart).toContain(names[1]);
    expect(shown.miniCart).toContain(names[2]);
    expect(shown.miniCart).not.toContain(names[0]);

    // The store's notice after the no-JS add of the hung product.
    await expect(page.getByRole('alert')).toContainText(`“${names[0]}” has been added to your cart`);
    expect(adds).toHaveLength(3);
    expect(await serverCart(page)).toEqual({ [names[0]!]: 1, [names[1]!]: 1, [names[2]!]: 1 });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('an add the store made after the page stopped waiting is found by the check: added, nothing followed, the next add lands', async ({ page }) => {
    const [earlier, hung, next] = await shop(page, 3);
    const names = await Promise.all([earlier!, hung!, next!].map((button) => productNameOf(button)));
    // A session first: the hung answer's cookies never reach the browser, as on a real store.
    await earlier!.click();
    await expect(headerCount(page)).toHaveText('1 item');
    const hungId = (await hung!.getAttribute('data-product_id'))!;
    const adds = recordWcAjax(page, 'add_to_cart');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    // The store adds; its answer never comes.
    await page.route('**/?wc-ajax=add_to_cart', async (route) => {
      if (!isAddOf(hungId)(route)) return route.continue();
      await route.fetch();
    });

    await hung!.click();
    await next!.click();
    await expect(hung!).toHaveClass(/\badded\b/, PAST_THE_BOUND);
    await expect(next!).toHaveClass(/\badded\b/, PAST_THE_BOUND);
    await expect(headerCount(page)).toHaveText('3 items');
    expect(navigations).toEqual([]);
    expect(adds).toHaveLength(2);
    expect(await serverCart(page)).toEqual({ [names[0]!]: 1, [names[1]!]: 1, [names[2]!]: 1 });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
