import { expect, type Locator, type Page } from '@playwright/test';
import { fillIowaBilling, updateFirstQuantityToThree } from '../realStore.ts';

/**
 * The shopper journey the differential harness runs twice on a store (wc-islands on, then off). Every step uses
 * WooCommerce's own markup and the names it gives controls, never a theme's, so one journey serves every theme;
 * each step ends on what the page reports (a link, a notice, a count), then the network's quiet.
 */
export interface JourneyStep {
  readonly name: string;
  run(page: Page, shopper: Shopper): Promise<void>;
}

/** Who shops: a last name unique to the run, so the order rows are this run's. */
export interface Shopper {
  readonly lastName: string;
  readonly email: string;
}

const LISTING_PRODUCTS = ['Kestrel M3 Mapping Drone', '10 L Spray Tank'] as const;

/**
 * A control a theme may keep in a closed drawer or a hover panel: clicked as a shopper would once it is open.
 * Playwright counts a panel parked off-screen (Storefront's mini-cart sits at left:-999em until hovered) as
 * visible, and scrolling a control into view moves the pointer off the opener and closes the panel, so the
 * pointer hovers the opener and goes straight down onto the control. A drawer (Kadence's slide cart) opens on
 * its toggle button's click.
 */
async function clickMaybeInPanel(control: Locator, hoverOpener: Locator, drawerToggle: Locator): Promise<void> {
  const page = control.page();
  if ((await hoverOpener.count()) > 0 && (await hoverOpener.first().isVisible())) {
    await hoverOpener.first().hover();
    const box = await control.boundingBox();
    const viewport = page.viewportSize();
    if (box && viewport && box.x >= 0 && box.x + box.width <= viewport.width && box.y >= 0 && box.y + box.height <= viewport.height) {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
      await page.mouse.down();
      return page.mouse.up();
    }
  }
  if (!(await control.isVisible()) && (await drawerToggle.count()) > 0 && (await drawerToggle.first().isVisible())) {
    await drawerToggle.first().click();
    await expect(control).toBeVisible();
  }
  await control.click();
}

/**
 * Runs a cart page change and, where WooCommerce enqueued cart-fragments.js, waits for the header's refresh it ends in (updated_wc_div -> get_refreshed_fragments ->
 * wc_fragments_refreshed, as the in-page record hears it): on a busy machine that refresh can start after the
 * network's first quiet half-second, and the step's header would be read before it.
 */
async function withHeaderRefresh(page: Page, change: () => Promise<void>): Promise<void> {
  const follows = await cartFragmentsRun(page);
  const before = await heard(page, 'wc_fragments_refreshed');
  await change();
  if (follows) await expect.poll(() => heard(page, 'wc_fragments_refreshed'), { timeout: 20_000 }).toBeGreaterThan(before);
}

/** WooCommerce enqueued cart-fragments.js here: its params are printed in both modes. */
const cartFragmentsRun = (page: Page): Promise<boolean> => page.evaluate(() => 'wc_cart_fragments_params' in window);

/** How often this page heard a body event (recordInPage's count). */
const heard = (page: Page, name: string): Promise<number> => page.evaluate((event) => (window as unknown as { __wcisHeard: Record<string, number> }).__wcisHeard[event] ?? 0, name);

/** Where cart-fragments.js runs, its page-load fragments are in once it says so (loaded from the tab or refreshed). */
async function fragmentsIn(page: Page): Promise<void> {
  if (!(await cartFragmentsRun(page))) return;
  await expect.poll(async () => (await heard(page, 'wc_fragments_loaded')) + (await heard(page, 'wc_fragments_refreshed')), { timeout: 20_000 }).toBeGreaterThan(0);
}

/** Themes list a different number of products per page (Astra and OceanWP 12): the shopper pages on until the control shows. */
async function pageOnUntilShown(page: Page, control: Locator): Promise<void> {
  const next = page.locator('a.next.page-numbers, .wp-block-query-pagination-next').first();
  while (!(await control.isVisible()) && (await next.count()) > 0) {
    const href = (await next.getAttribute('href')) ?? '';
    await next.click();
    await page.waitForURL(href);
  }
  await expect(control).toBeVisible();
}

const addedNotice = (page: Page) => page.locator('.woocommerce-message, .wc-block-components-notice-banner').filter({ hasText: /added to your cart/ });

/**
 * What a product page reports once its form added to the cart: WooCommerce's notice after the reload, or, where a
 * plugin adds without one (a side cart's own submit handler), the "View cart" link add-to-cart.js puts beside the button
 * (attached: such a plugin may hide it, its drawer being the report).
 */
const addedReport = (page: Page, form: Locator) => addedNotice(page).or(form.locator('a.added_to_cart')).first();

export const JOURNEY: readonly JourneyStep[] = [
  {
    name: 'listing adds',
    async run(page) {
      for (const name of LISTING_PRODUCTS) {
        await page.goto('/shop/');
        const add = page.getByRole('button', { name: `Add to cart: “${name}”` });
        await pageOnUntilShown(page, add);
        await add.click();
        // The "View cart" link WooCommerce adds beside the button (a block theme prints one hidden in every card;
        // OceanWP's styles hide it).
        await expect(page.locator('li.product, li.wc-block-product').filter({ has: add }).locator('a.added_to_cart:not([hidden])')).toBeAttached();
      }
    },
  },
  {
    name: 'simple product page add',
    async run(page) {
      await page.goto('/product/rotorlab-falcon-5-fpv-freestyle-drone/');
      const form = page.locator('form.cart');
      await form.getByRole('button', { name: /add to cart/i }).click();
      await expect(addedReport(page, form)).toBeAttached();
    },
  },
  {
    name: 'variable product page add',
    async run(page) {
      await page.goto('/product/agriwing-t-series-spraying-drone/');
      await page.getByLabel('Tank size').selectOption('10-l');
      await page.getByLabel('Battery pack').selectOption('dual');
      const form = page.locator('form.variations_form');
      const add = form.getByRole('button', { name: /add to cart/i });
      await expect(add).toBeEnabled();
      await add.click();
      await expect(addedReport(page, form)).toBeAttached();
    },
  },
  {
    name: 'mini-cart remove',
    async run(page) {
      await page.goto('/shop/');
      // WooCommerce's mini-cart markup (woocommerce_mini_cart()), wherever the theme prints it, once the page's
      // fragments are in (a widget the refresh after load fills has no lines before); a theme whose header cart
      // is only a link (Kadence's default) prints none, and the step has nothing to do in either mode.
      await fragmentsIn(page);
      // A plugin that asks for a refresh on load (a side cart) redraws the widget once more: counted after that.
      await page.waitForLoadState('networkidle');
      // Every copy of the line (a header and a sidebar mini-cart) goes with the one removal.
      const removes = page.locator(`.remove_from_cart_button[aria-label="Remove ${LISTING_PRODUCTS[1]} from cart"]`);
      if ((await removes.count()) === 0) return;
      await clickMaybeInPanel(removes.first(), page.locator('.site-header-cart'), page.locator('button[aria-expanded][class*="cart"], [data-toggle-target*="cart"]'));
      await expect(removes).toHaveCount(0);
    },
  },
  {
    name: 'cart update',
    async run(page) {
      await page.goto('/cart/');
      await withHeaderRefresh(page, () => updateFirstQuantityToThree(page));
    },
  },
  {
    name: 'coupon',
    async run(page) {
      await withHeaderRefresh(page, async () => {
        await page.getByPlaceholder('Coupon code').fill('drone10');
        await page.getByRole('button', { name: 'Apply coupon' }).click();
        await expect(page.getByText('Coupon code applied successfully.')).toBeVisible();
      });
      await expect(page.locator('.cart-discount')).toBeVisible();
    },
  },
  {
    name: 'checkout order',
    async run(page, shopper) {
      await page.goto('/checkout/');
      // Storefront's store notice is fixed over the foot of the page, where the payment methods are; a plugin's
      // floating control (a side cart's basket) may be fixed over its Dismiss link in turn, so the click is dispatched.
      const notice = page.locator('.woocommerce-store-notice');
      if (await notice.isVisible()) {
        await notice.getByRole('button', { name: 'Dismiss' }).dispatchEvent('click');
        await expect(notice).toBeHidden();
      }
      await fillIowaBilling(page, shopper.lastName, shopper.email);
      await page.getByLabel('Check payments').check();
      await expect(page.locator('.blockUI')).toHaveCount(0);
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/order-received/, { timeout: 30_000 });
      await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    },
  },
  {
    name: 'login',
    async run(page) {
      await page.goto('/my-account/');
      await page.locator('#username').fill('admin');
      await page.locator('#password').fill('admin');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('link', { name: /log out/i }).first()).toBeAttached();
    },
  },
];
