import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** The loop add-to-cart buttons (links with role=button), by their WooCommerce aria-label. */
export function addToCartButtons(page: Page): Locator {
  return page.getByRole('button', { name: /^Add to cart: “/ });
}

/** The product name inside an add-to-cart button's aria-label: `Add to cart: “Name”`. */
export async function productNameOf(button: Locator): Promise<string> {
  const label = (await button.getAttribute('aria-label')) ?? '';
  return label.replace(/^Add to cart: “/, '').replace(/”$/, '');
}

/** Brings the button into view and waits for its island (buttons load their code when visible). */
export async function mountedButton(button: Locator): Promise<Locator> {
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveAttribute('data-island-mounted', /add-to-cart/);
  return button;
}

/** Records the wc-ajax requests of one endpoint, in the order the browser sent them. */
export function recordWcAjax(page: Page, endpoint: string): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`wc-ajax=${endpoint}`)) requests.push(request);
  });
  return requests;
}

/** The field of a form-encoded request body. */
export function formField(request: Request, name: string): string | null {
  return new URLSearchParams(request.postData() ?? '').get(name);
}

/** The server's cart, read from the classic cart page: product name -> quantity. */
export async function serverCart(page: Page): Promise<Record<string, number>> {
  const cartPage = await page.context().newPage();
  await cartPage.goto('/cart/?islands=off');
  const rows = cartPage.locator('table.shop_table.cart tr.cart_item');
  const cart: Record<string, number> = {};
  for (const row of await rows.all()) {
    const name = ((await row.locator('td.product-name a').first().textContent()) ?? '').trim();
    cart[name] = Number(await row.locator('input.qty').inputValue());
  }
  await cartPage.close();
  return cart;
}

/** Header cart count text, e.g. '2 items'. */
export function headerCount(page: Page): Locator {
  return page.locator('.site-header-cart a.cart-contents .count');
}

/** Makes every wc-ajax answer of the page's context carry a fault (demo store fault switch). */
export async function setFault(page: Page, spec: string): Promise<void> {
  const url = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1/' : page.url());
  await page.context().addCookies([{ name: 'wc_islands_fault', value: spec, domain: url.hostname, path: '/' }]);
}

/**
 * The first `count` add-to-cart buttons whose product can take `quantity` more in the cart: the store
 * manages stock for some products (a sixth add of a product with 5 in stock is refused, as in WooCommerce).
 */
export async function buttonsWithStock(page: Page, count: number, quantity: number): Promise<Locator[]> {
  const chosen: Locator[] = [];
  const buttons = addToCartButtons(page);
  for (let index = 0; chosen.length < count && index < (await buttons.count()); index += 1) {
    const button = buttons.nth(index);
    const productUrl = await button.locator('xpath=ancestor::li[1]//a[contains(@class,"woocommerce-LoopProduct-link")]').getAttribute('href');
    const html = await (await page.request.get(`${productUrl}?islands=off`)).text();
    const stock = /<p class="stock in-stock">(\d+) in stock/.exec(html);
    if (!stock || Number(stock[1]) >= quantity) chosen.push(button);
  }
  return chosen;
}
