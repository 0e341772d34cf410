import { expect, test, type Page, type Request } from './support/test.ts';
import { buttonsWithStock, formField, headerCount, mountedButton, productNameOf, serverCart, setFault } from './support/cart.ts';

/** Issue #26: a busy cart, in the shopper's numbers. */
const ADDS = 200;
const REMOVALS = 10;
/** Every wc-ajax answer is this late (demo store fault switch). */
const ANSWER_LATENCY = 'latency:40';
/** The adds cycle over this many products, each with stock for its share. */
const PRODUCTS = 10;
/** An add-to-cart click this often: faster than the answers, so the queue grows and every answer redraws the mini-cart. */
const ADD_EVERY_MS = 15;
const RUNS = 5;
/** How long a shopper's mouse button stays down in a click; answers redraw the lines more often than that. */
const PRESS_MS = 80;

interface PageWithPresses {
  /** Each × a pointer went down on, in order: its line's `data-cart_item_key` and `data-product_id`. */
  presses: Array<[key: string, product: string]>;
}

/** The cart the server must hold after these requests, replayed in the order the browser sent them (one serial queue). */
function replay(requests: readonly Request[], productOfKey: ReadonlyMap<string, string>): Record<string, number> {
  const cart = new Map<string, number>();
  for (const request of requests) {
    if (request.url().includes('wc-ajax=add_to_cart')) {
      const product = formField(request, 'product_id') ?? '';
      cart.set(product, (cart.get(product) ?? 0) + 1);
    } else cart.delete(productOfKey.get(formField(request, 'cart_item_key') ?? '') ?? '');
  }
  return Object.fromEntries(cart);
}

/** Clicks the products' buttons in turn, one every ADD_EVERY_MS, from inside the page. */
async function startAdds(page: Page, productIds: readonly string[]): Promise<void> {
  await page.evaluate(({ ids, total, every }) => {
    const buttons = ids.map((id) => document.querySelector<HTMLElement>(`.add_to_cart_button[data-product_id="${id}"]`)!);
    let clicked = 0;
    const timer = setInterval(() => {
      buttons[clicked % buttons.length]!.click();
      clicked += 1;
      if (clicked === total) clearInterval(timer);
    }, every);
  }, { ids: productIds, total: ADDS, every: ADD_EVERY_MS });
}

/** Notes the line of each × the shopper presses (a press on a blocked, inert line never reaches one). */
async function recordPresses(page: Page): Promise<() => Promise<Array<[string, string]>>> {
  await page.evaluate(() => {
    const record = window as unknown as PageWithPresses;
    record.presses = [];
    document.addEventListener('pointerdown', (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('.site-header-cart .remove_from_cart_button') : null;
      if (link) record.presses.push([link.dataset['cart_item_key'] ?? '', link.dataset['product_id'] ?? '']);
    }, true);
  });
  return () => page.evaluate(() => [...(window as unknown as PageWithPresses).presses]);
}

for (let run = 1; run <= RUNS; run += 1) {
  test(`under load, run ${run} of ${RUNS}: ${ADDS} adds and ${REMOVALS} mini-cart removals (answers ${ANSWER_LATENCY}) each end as one request, and the cart holds exactly what they did`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop/?per_page=100');
    const nameOf = new Map<string, string>();
    for (const candidate of await buttonsWithStock(page, PRODUCTS, ADDS / PRODUCTS)) {
      const button = await mountedButton(candidate);
      nameOf.set((await button.getAttribute('data-product_id')) ?? '', await productNameOf(button));
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('.site-header-cart .widget_shopping_cart')).toHaveAttribute('data-island-mounted', /mini-cart/);

    const requests: Request[] = [];
    page.on('request', (request) => {
      if (/wc-ajax=(add_to_cart|remove_from_cart)(&|$)/.test(request.url())) requests.push(request);
    });
    const presses = await recordPresses(page);
    await setFault(page, ANSWER_LATENCY);
    const started = Date.now();
    await startAdds(page, [...nameOf.keys()]);

    // The shopper opens the mini-cart and presses, with the mouse, the × of a line not being removed
    // yet, while each answer redraws the lines under it.
    const center = (element: Element): { x: number; y: number } => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    };
    const free = page.locator('.site-header-cart .woocommerce-mini-cart-item:not([aria-busy="true"]) .remove_from_cart_button').first();
    while ((await presses()).length < REMOVALS) {
      await expect(free).toBeAttached({ timeout: 20_000 });
      const cartLink = await page.locator('.site-header-cart a.cart-contents').evaluate(center);
      await page.mouse.move(cartLink.x, cartLink.y);
      // Open: Storefront parks the closed dropdown at left:-999em. A locator click would wait for a
      // list that never stays still, so the × is found and pressed where it is.
      const target = await free.evaluate((link) => {
        link.scrollIntoView({ block: 'nearest' });
        const rect = link.getBoundingClientRect();
        return rect.left >= 0 && rect.width > 0 ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
      }).catch(() => null);
      if (target) await page.mouse.click(target.x, target.y, { delay: PRESS_MS });
    }

    const sent = (endpoint: string): Request[] => requests.filter((request) => request.url().includes(`wc-ajax=${endpoint}`));
    await expect.poll(() => sent('add_to_cart').length, { timeout: 60_000 }).toBe(ADDS);
    const pressed = await presses();
    await expect.poll(() => sent('remove_from_cart').map((request) => formField(request, 'cart_item_key')).sort(), {
      timeout: 20_000,
      message: 'one removal request for each × pressed, for its line',
    }).toEqual(pressed.map(([key]) => key).sort());
    const expected = replay(requests, new Map(pressed));
    const items = Object.values(expected).reduce((sum, quantity) => sum + quantity, 0);
    await expect(headerCount(page), 'the mini-cart shows the last answer').toHaveText(`${items} item${items === 1 ? '' : 's'}`, { timeout: 20_000 });
    test.info().annotations.push({ type: 'timing', description: `${ADDS} adds + ${REMOVALS} removals answered in ${((Date.now() - started) / 1000).toFixed(1)} s` });

    await setFault(page, '');
    const named = Object.fromEntries(Object.entries(expected).map(([product, quantity]) => [nameOf.get(product) ?? product, quantity]));
    expect(await serverCart(page)).toEqual(named);
    expect(page.url()).toMatch(/\/shop\//);
  });
}
