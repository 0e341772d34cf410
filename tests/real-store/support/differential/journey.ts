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
 * pointer hovers the opener and goes straight down onto the control.
 */
async function clickMaybeInPanel(control: Locator, opener: Locator): Promise<void> {
  const page = control.page();
  if ((await opener.count()) > 0 && (await opener.first().isVisible())) {
    await opener.first().hover();
    const box = await control.boundingBox();
    const viewport = page.viewportSize();
    if (box && viewport && box.x >= 0 && box.x + box.width <= viewport.width && box.y >= 0 && box.y + box.height <= viewport.height) {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
      await page.mouse.down();
      return page.mouse.up();
    }
  }
  if (await control.isVisible()) return control.click({ timeout: 10_000 });
  // A drawer that opens only on a click would also navigate the opener: the click is dispatched where it is.
  await control.dispatchEvent('click');
}

const addedNotice = (page: Page) => page.locator('.woocommerce-message, .wc-block-components-notice-banner').filter({ hasText: /added to your cart/ });

export const JOURNEY: readonly JourneyStep[] = [
  {
    name: 'listing adds',
    async run(page) {
      await page.goto('/shop/');
      for (const [index, name] of LISTING_PRODUCTS.entries()) {
        await page.getByRole('button', { name: `Add to cart: “${name}”` }).click();
        await expect(page.locator('a.added_to_cart')).toHaveCount(index + 1);
      }
    },
  },
  {
    name: 'simple product page add',
    async run(page) {
      await page.goto('/product/rotorlab-falcon-5-fpv-freestyle-drone/');
      await page.locator('form.cart').getByRole('button', { name: /add to cart/i }).click();
      await expect(addedNotice(page)).toBeVisible();
    },
  },
  {
    name: 'variable product page add',
    async run(page) {
      await page.goto('/product/agriwing-t-series-spraying-drone/');
      await page.getByLabel('Tank size').selectOption('10-l');
      await page.getByLabel('Battery pack').selectOption('dual');
      const add = page.locator('form.variations_form').getByRole('button', { name: /add to cart/i });
      await expect(add).toBeEnabled();
      await add.click();
      await expect(addedNotice(page)).toBeVisible();
    },
  },
  {
    name: 'mini-cart remove',
    async run(page) {
      await page.goto('/shop/');
      const lines = page.locator('header .widget_shopping_cart_content .mini_cart_item, #masthead .widget_shopping_cart_content .mini_cart_item, .widget_shopping_cart_content .mini_cart_item');
      const remove = page.getByRole('button', { name: `Remove ${LISTING_PRODUCTS[1]} from cart` }).or(page.getByRole('link', { name: `Remove ${LISTING_PRODUCTS[1]} from cart` })).first();
      // A header whose widget is filled by the fragments refresh after load has no lines until then.
      await expect(remove).toBeAttached();
      const before = await lines.count();
      await clickMaybeInPanel(remove, page.locator('.site-header-cart, .header-cart-wrap, [class*="header-cart"]'));
      await expect(lines).toHaveCount(before - 1);
    },
  },
  {
    name: 'cart update',
    async run(page) {
      await page.goto('/cart/');
      await updateFirstQuantityToThree(page);
    },
  },
  {
    name: 'coupon',
    async run(page) {
      await page.getByPlaceholder('Coupon code').fill('drone10');
      await page.getByRole('button', { name: 'Apply coupon' }).click();
      await expect(page.getByText('Coupon code applied successfully.')).toBeVisible();
      await expect(page.locator('.cart-discount')).toBeVisible();
    },
  },
  {
    name: 'checkout order',
    async run(page, shopper) {
      await page.goto('/checkout/');
      // Storefront's store notice is fixed over the foot of the page, where the payment methods are.
      const notice = page.locator('.woocommerce-store-notice');
      if (await notice.isVisible()) await notice.getByRole('button', { name: 'Dismiss' }).click();
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
