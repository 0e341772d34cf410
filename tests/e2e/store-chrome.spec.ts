import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';

const mounted = (name: string): RegExp => new RegExp(`(^| )${name}( |$)`);

async function waitForChrome(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-island-mounted', mounted('woocommerce-general'));
  await expect(page.locator('#site-navigation')).toHaveAttribute('data-island-mounted', mounted('navigation'));
  await expect(page.locator('.woocommerce-store-notice')).toHaveAttribute('data-island-mounted', mounted('store-notice'));
}

test.describe('store chrome: every page', () => {
  const pages = [
    ['home', '/'],
    ['shop', '/shop/'],
    ['tag', '/product-tag/spraying/'],
    ['product', '/product/agriwing-as-30-agricultural-spraying-drone/'],
    ['cart', '/cart/'],
    ['checkout', '/checkout/'],
    ['my-account', '/my-account/'],
    ['blog post', '/field-day-spraying-soybeans/'],
    ['brands', '/brands/'],
  ] as const;
  for (const [name, path] of pages) {
    test(`the ${name} page mounts its chrome with no console errors and no axe-core violations`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(path);
      await waitForChrome(page);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test('the wp-login page has no axe-core violations and no console errors', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/wp-login.php?redirect_to=%2Fshop%2F');
    await expect(page.locator('#user_pass')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

test.describe('store notice', () => {
  test('shows until dismissed, then stays hidden through its session cookie', async ({ page, context }) => {
    await page.goto('/shop/');
    const notice = page.locator('.woocommerce-store-notice');
    await expect(notice).toBeVisible();
    const noticeId = await notice.getAttribute('data-notice-id');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === `store_notice${noticeId}`);
    expect(cookie).toMatchObject({ value: 'hidden', path: '/', expires: -1 });
    await page.goto('/cart/');
    await expect(page.locator('.woocommerce-store-notice')).toHaveAttribute('data-island-mounted', mounted('store-notice'));
    await expect(page.locator('.woocommerce-store-notice')).toBeHidden();
  });

  test('Space on the dismiss link dismisses it without scrolling the page', async ({ page }) => {
    await page.goto('/shop/');
    const link = page.locator('.woocommerce-store-notice__dismiss-link');
    await expect(link).toBeVisible();
    await link.focus();
    await page.keyboard.press('Space');
    await expect(page.locator('.woocommerce-store-notice')).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('stays as WooCommerce prints it (hidden, no broken control) with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/shop/');
    await expect(page.locator('.woocommerce-store-notice')).toBeHidden();
    await context.close();
  });
});

test.describe('password fields', () => {
  test('login and registration passwords toggle between Show password and Hide password, keeping focus in the field', async ({ page }) => {
    await page.goto('/my-account/');
    for (const id of ['password', 'reg_password']) {
      const input = page.locator(`#${id}`);
      await expect(input).toHaveAttribute('data-island-mounted', mounted('password-toggle'));
      await input.fill('hunter22');
      const toggle = page.locator(`button.show-password-input[aria-describedby="${id}"]`);
      await expect(toggle).toHaveAccessibleName('Show password');
      await toggle.click();
      await expect(input).toHaveAttribute('type', 'text');
      await expect(toggle).toHaveAccessibleName('Hide password');
      await expect(toggle).toHaveClass(/display-password/);
      await expect(input).toBeFocused();
      await toggle.click();
      await expect(input).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveAccessibleName('Show password');
      await expect(input).toBeFocused();
      await expect(input).toHaveValue('hunter22');
      // WooCommerce's markup: the input and its button inside span.password-input.
      expect(await input.evaluate((el) => el.parentElement?.className)).toBe('password-input');
    }
    await expectNoAxeViolations(page, '#customer_login');
  });
});

test.describe('listing sort and result count', () => {
  test('choosing a sort option submits at once, and the Sort button is hidden only once the island runs', async ({ page }) => {
    await page.goto('/shop/');
    const form = page.locator('form.woocommerce-ordering');
    await expect(form).toHaveAttribute('data-island-mounted', mounted('catalog-ordering'));
    await expect(form.getByRole('button', { name: 'Sort' })).toBeHidden();
    await page.getByLabel('Shop order').selectOption('price');
    await expect(page).toHaveURL(/orderby=price/);
    await expect(page.getByLabel('Shop order')).toHaveValue('price');
  });

  test('re-announces the result count 2 s after a sorted page loads', async ({ page }) => {
    await page.goto('/shop/?orderby=price');
    const count = page.locator('.woocommerce-result-count');
    await expect(count).toHaveAttribute('role', 'alert');
    await expect(count).toHaveAttribute('aria-hidden', 'true');
    await expect(count).toHaveAttribute('aria-hidden', 'false', { timeout: 4000 });
    await expect(count).toContainText('Showing');
  });

  test('an unsorted page is not re-announced', async ({ page }) => {
    await page.goto('/shop/');
    const count = page.locator('.woocommerce-result-count');
    await expect(count).toHaveAttribute('data-island-mounted', mounted('result-count'));
    await expect(count).not.toHaveAttribute('aria-hidden', /./);
  });

  test('sorts with the Sort button when JavaScript is off, or when the island fails to load', async ({ browser }) => {
    const off = await browser.newContext({ javaScriptEnabled: false });
    const page = await off.newPage();
    await page.goto('/shop/');
    await page.getByLabel('Shop order').selectOption('date');
    await page.getByRole('button', { name: 'Sort' }).click();
    await expect(page).toHaveURL(/orderby=date/);
    await off.close();

    const failing = await browser.newContext();
    const broken = await failing.newPage();
    // The sort island's code is in the chunk every page's islands share (scripts/chunkGroups.ts).
    await broken.route(/chunks\/site-(?!views-)/, (route) => route.abort());
    const errors = collectConsoleErrors(broken);
    await broken.goto('/shop/');
    await expect.poll(() => errors.some((error) => /island "catalog-ordering" disabled/.test(error))).toBe(true);
    await expect(broken.getByRole('button', { name: 'Sort' })).toBeVisible();
    await failing.close();
  });
});

test.describe('notices', () => {
  test('a success notice receives focus about 500 ms after the page loads', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/shop/?add-to-cart=17');
    const notice = page.locator('.woocommerce-message[role="alert"]').first();
    await expect(notice).toContainText('has been added to your cart');
    await expect(notice).toHaveAttribute('tabindex', '-1');
    await expect(notice).toBeFocused();
    await context.close();
  });

  test('defines jQuery.scroll_to_notices when jQuery is on the page, scrolling with a 100 px offset', async ({ page }) => {
    await page.goto('/shop/?jquery=1');
    await expect(page.locator('body')).toHaveAttribute('data-island-mounted', mounted('woocommerce-general'));
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { jQuery: { scroll_to_notices?: unknown } }).jQuery.scroll_to_notices)).toBe('function');
    const expected = await page.evaluate(() => {
      const target = document.querySelector('.site-footer') as HTMLElement;
      const $ = (window as unknown as { jQuery: ((el: Element) => unknown) & { scroll_to_notices(el: unknown): void } }).jQuery;
      const top = target.getBoundingClientRect().top + window.scrollY - 100;
      $.scroll_to_notices($(target));
      return Math.min(top, document.documentElement.scrollHeight - window.innerHeight);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBeCloseTo(expected, -1);
  });
});

test.describe('header navigation', () => {
  test('on a small screen the Menu button opens the menu and sub-menu buttons are labelled by state', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 767, height: 900 } });
    const page = await context.newPage();
    await page.goto('/product-category/drones/fpv-drones/');
    const nav = page.locator('#site-navigation');
    await expect(nav).toHaveAttribute('data-island-mounted', mounted('navigation'));
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toHaveClass(/toggled/);
    const handheld = page.locator('.handheld-navigation');
    await expect(handheld).toBeVisible();
    // This category sits under Shop: that sub-menu starts expanded, Spare Parts' collapsed.
    await expect(handheld.getByRole('button', { name: 'Collapse child menu' })).toHaveCount(1);
    await expect(handheld.getByRole('button', { name: 'Expand child menu' })).toHaveCount(1);
    const spareParts = handheld.getByRole('link', { name: 'Spare Parts' }).locator('+ button.dropdown-toggle');
    await spareParts.click();
    await expect(spareParts).toHaveAttribute('aria-expanded', 'true');
    await expect(spareParts).toHaveAccessibleName('Collapse child menu');
    await expect(handheld.getByRole('link', { name: 'Propulsion' })).toBeVisible();
    await expectNoAxeViolations(page, '#site-navigation');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(handheld).toBeHidden();
    await context.close();
  });

  test('keyboard focus in the header marks the focused item with .focus', async ({ page }) => {
    await page.goto('/shop/');
    await expect(page.locator('#site-navigation')).toHaveAttribute('data-island-mounted', mounted('navigation'));
    const parentLink = page.locator('#menu-primary > li.menu-item-has-children > a').first();
    await parentLink.focus();
    await expect(parentLink.locator('..')).toHaveClass(/(^| )focus( |$)/);
    await page.locator('#menu-primary > li > a').last().focus();
    await expect(parentLink.locator('..')).not.toHaveClass(/(^| )focus( |$)/);
  });

  for (const [width, touchMode] of [[767, false], [768, true]] as const) {
    test(`touch sub-menus ${touchMode ? 'apply' : 'do not apply'} on a touch screen ${width} px wide`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, hasTouch: true });
      const page = await context.newPage();
      await page.goto('/shop/');
      await expect(page.locator('#site-navigation')).toHaveAttribute('data-island-mounted', mounted('navigation'));
      await expect(page.locator('.site-header ul ul.sub-menu--is-touch-device')).toHaveCount(touchMode ? await page.locator('.site-header ul ul').count() : 0);
      await context.close();
    });
  }

  test('the handheld menu is usable with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 400, height: 900 } });
    const page = await context.newPage();
    await page.goto('/shop/');
    await expect(page.locator('.handheld-navigation')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await context.close();
  });
});

test.describe('brands A-Z', () => {
  for (const [width, sticky] of [[768, false], [769, true]] as const) {
    test(`the index column ${sticky ? 'stays in view' : 'scrolls away'} at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 500 } });
      const page = await context.newPage();
      await page.goto('/brands/');
      const index = page.locator('.brands_index');
      await expect(index).toHaveAttribute('data-island-mounted', mounted('brands-index'));
      await page.evaluate(() => {
        const list = document.querySelector('#brands_a_z') as HTMLElement;
        window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY + 150);
      });
      if (sticky) await expect.poll(() => index.evaluate((el) => parseFloat(getComputedStyle(el).paddingTop))).toBeGreaterThan(0);
      else {
        await page.waitForTimeout(200);
        expect(await index.evaluate((el) => parseFloat(getComputedStyle(el).paddingTop))).toBe(0);
      }
      await context.close();
    });
  }

  test('resizing across 768 px turns the sticky column off and on', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 500 } });
    const page = await context.newPage();
    await page.goto('/brands/');
    const index = page.locator('.brands_index');
    await expect(index).toHaveAttribute('data-island-mounted', mounted('brands-index'));
    await page.evaluate(() => window.scrollTo(0, (document.querySelector('#brands_a_z') as HTMLElement).getBoundingClientRect().top + window.scrollY + 150));
    const padding = () => index.evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
    await expect.poll(padding).toBeGreaterThan(0);
    await page.setViewportSize({ width: 768, height: 500 });
    await expect.poll(padding).toBe(0);
    await page.setViewportSize({ width: 769, height: 500 });
    await page.evaluate(() => window.scrollBy(0, 1));
    await expect.poll(padding).toBeGreaterThan(0);
    await context.close();
  });
});

test.describe('handheld footer bar', () => {
  test('the Search link opens the search form, moves focus into it, and Escape closes it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 400, height: 800 } });
    const page = await context.newPage();
    await page.goto('/shop/');
    const bar = page.locator('.storefront-handheld-footer-bar');
    await expect(bar).toHaveAttribute('data-island-mounted', mounted('handheld-footer-bar'));
    const search = bar.locator('li.search > a');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await search.click();
    await expect(bar.locator('li.search')).toHaveClass(/active/);
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.locator('.site-search input[type="search"]')).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/sf-input-focused/);
    await page.keyboard.press('Escape');
    await expect(bar.locator('li.search')).not.toHaveClass(/active/);
    await expect(search).toBeFocused();
    expect(page.url()).toMatch(/\/shop\/$/);
    await expectNoAxeViolations(page, '.storefront-handheld-footer-bar');
  });

  test('focusing a field of another form sets sf-input-focused on body', async ({ page }) => {
    await page.goto('/my-account/');
    await expect(page.locator('.storefront-handheld-footer-bar')).toHaveAttribute('data-island-mounted', mounted('handheld-footer-bar'));
    await page.locator('#username').focus();
    await expect(page.locator('body')).toHaveClass(/sf-input-focused/);
    await page.locator('#username').blur();
    await expect(page.locator('body')).not.toHaveClass(/sf-input-focused/);
  });
});
