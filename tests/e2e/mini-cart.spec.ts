import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { addToCartButtons, buttonsWithStock, headerCount, mountedButton, productNameOf, recordWcAjax, serverCart, setFault } from './support/cart.ts';

const dropdown = (page: Page) => page.locator('.site-header-cart .widget_shopping_cart');
const lines = (page: Page) => page.locator('.site-header-cart .woocommerce-mini-cart-item');

/** Open = drawn inside the window with its lines laid out (closed, Storefront parks it at left:-999em). */
const dropdownOpen = (page: Page) =>
  page.evaluate(() => {
    const widget = document.querySelector('.site-header-cart .widget_shopping_cart');
    const list = document.querySelector('.site-header-cart .cart_list');
    if (!widget || !list || getComputedStyle(widget).display === 'none') return false;
    return widget.getBoundingClientRect().left >= 0 && list.getBoundingClientRect().height > 0;
  });

async function addProducts(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (const candidate of await buttonsWithStock(page, count, 1)) {
    const button = await mountedButton(candidate);
    names.push(await productNameOf(button));
    await button.click();
    await expect(headerCount(page)).toHaveText(`${names.length} item${names.length === 1 ? '' : 's'}`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return names;
}

/** The header cart's React layer is drawn on the first pointer or focus on it (issue #15): focus it, as a keyboard user would. */
async function mountedHeaderCart(page: Page): Promise<void> {
  await page.locator('.site-header-cart a.cart-contents').focus();
  await expect(page.locator('.site-header-cart')).toHaveAttribute('data-island-mounted', /header-cart/);
  await expect(dropdown(page)).toHaveAttribute('data-island-mounted', /mini-cart/);
}

test.describe('header mini-cart', () => {
  test('is hidden while the cart is empty and shown once something is added', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop/');
    await mountedHeaderCart(page);
    await expect.poll(() => page.evaluate(() => window.wcIslands?.mounted().some((i) => i.name === 'cart-fragments'))).toBe(true);
    await expect(dropdown(page)).toHaveCSS('display', 'none');
    await addProducts(page, 1);
    await expect(dropdown(page)).not.toHaveCSS('display', 'none');
  });

  test('opens on hover at 768 px but not at 767 px, and never on the cart page', async ({ page }) => {
    await page.goto('/shop/');
    await addProducts(page, 1);
    await page.setViewportSize({ width: 768, height: 800 });
    await page.locator('.site-header-cart a.cart-contents').hover();
    await expect.poll(() => dropdownOpen(page)).toBe(true);
    await page.mouse.move(5, 700);
    await expect.poll(() => dropdownOpen(page)).toBe(false);

    await page.setViewportSize({ width: 767, height: 800 });
    const cartLink = page.locator('.site-header-cart a.cart-contents');
    if (await cartLink.isVisible()) await cartLink.hover();
    await expect.poll(() => dropdownOpen(page)).toBe(false);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/cart/');
    await page.locator('.site-header-cart a.cart-contents').hover();
    await expect.poll(() => dropdownOpen(page)).toBe(false);
  });

  test('keyboard users open it with a disclosure button and close it with Escape; axe passes while open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop/');
    await addProducts(page, 2);
    await mountedHeaderCart(page);
    const toggle = page.getByRole('button', { name: 'Cart contents' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(lines(page).first()).toBeVisible();
    await expectNoAxeViolations(page, '.site-header-cart');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('a list that would overflow the window is capped at 15em and scrolls', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 560 });
    await page.goto('/shop/?per_page=100');
    await addProducts(page, 6);
    await page.locator('.site-header-cart a.cart-contents').hover();
    const list = page.locator('.site-header-cart .cart_list');
    await expect(list).toHaveCSS('overflow-y', 'auto');
    const { maxHeight, fontSize } = await list.evaluate((element) => ({
      maxHeight: parseFloat(getComputedStyle(element).maxHeight),
      fontSize: parseFloat(getComputedStyle(element).fontSize),
    }));
    expect(maxHeight).toBeCloseTo(15 * fontSize, 0);
  });

  test('removing a line blocks it until the answer, then updates the cart and announces it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop/');
    const [first, second] = await addProducts(page, 2);
    await setFault(page, 'latency:700');
    await page.locator('.site-header-cart a.cart-contents').hover();
    const line = lines(page).filter({ hasText: first ?? '' });
    await line.getByRole('button', { name: `Remove ${first} from cart` }).click();
    await expect(line.locator('.blockUI.blockOverlay')).toHaveCount(1);
    await expect(line).toHaveAttribute('aria-busy', 'true');
    await expect(lines(page)).toHaveCount(1);
    await expect(headerCount(page)).toHaveText('1 item');
    await expect(page.getByRole('status').filter({ hasText: 'removed' })).toHaveText(`“${first}” has been removed from your cart`);
    await setFault(page, '');
    expect(await serverCart(page)).toEqual({ [second ?? '']: 1 });
  });

  test('a × pressed while an add\'s answer redraws the lines still removes its line when released', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop/');
    const [first, second] = await addProducts(page, 2);
    const third = await productNameOf((await buttonsWithStock(page, 3, 1))[2]!);
    const removes = recordWcAjax(page, 'remove_from_cart');
    await page.locator('.site-header-cart a.cart-contents').hover();
    const remove = page.getByRole('button', { name: `Remove ${first} from cart` });
    const box = (await remove.boundingBox())!;
    const pressed = await remove.elementHandle();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // An add clicked elsewhere (a second shopper hand, a script) is answered while the button is held:
    // its fragments replace every line, the pressed × with them.
    await page.evaluate((name) => document.querySelector<HTMLElement>(`.add_to_cart_button[aria-label="Add to cart: “${name}”"]`)!.click(), third);
    await expect.poll(() => pressed!.evaluate((link) => link.isConnected)).toBe(false);
    await page.mouse.up();
    await expect(lines(page).filter({ hasText: first ?? '' })).toHaveCount(0);
    expect(removes).toHaveLength(1);
    expect(await serverCart(page)).toEqual({ [second ?? '']: 1, [third]: 1 });
  });

  test('a failed removal goes to the remove link, which removes the line without JavaScript', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop/');
    const [first] = await addProducts(page, 1);
    await setFault(page, 'status:500');
    await page.locator('.site-header-cart a.cart-contents').hover();
    await page.getByRole('button', { name: `Remove ${first} from cart` }).click();
    await expect(page).toHaveURL(/\/cart\//);
    await expect(page.getByRole('alert')).toContainText(`“${first}” removed`);
    await setFault(page, '');
    expect(await serverCart(page)).toEqual({});
  });

  test('an unknown line key ({success:false}) falls back to the remove link', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop/');
    const [first] = await addProducts(page, 1);
    await page.locator('.site-header-cart a.cart-contents').hover();
    const remove = page.getByRole('button', { name: `Remove ${first} from cart` });
    await remove.evaluate((link) => link.setAttribute('data-cart_item_key', '0123456789abcdef0123456789abcdef'));
    await remove.click();
    await expect(page).toHaveURL(/\/cart\//);
    expect(await serverCart(page)).toEqual({});
  });
});

test('mini-cart: adds and removals share one queue, in order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/shop/');
  await addProducts(page, 1);
  await setFault(page, 'latency:300');
  const order: string[] = [];
  page.on('request', (request) => {
    const endpoint = /wc-ajax=(add_to_cart|remove_from_cart)/.exec(request.url())?.[1];
    if (endpoint) order.push(endpoint);
  });
  const second = await mountedButton(addToCartButtons(page).nth(3));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.site-header-cart a.cart-contents').hover();
  await page.locator('.site-header-cart .remove_from_cart_button').first().evaluate((link: HTMLElement) => link.click());
  await second.evaluate((button: HTMLElement) => button.click());
  await expect.poll(() => order.length).toBe(2);
  expect(order).toEqual(['remove_from_cart', 'add_to_cart']);
  await expect(headerCount(page)).toHaveText('1 item');
});
