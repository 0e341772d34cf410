import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/support/axe.ts';
import { layoutShiftsSeen, watchLayoutShifts } from '../e2e/support/layoutShifts.ts';
import { collectScriptErrors, countWcAjax, expectMode, headerCount, mode, skipMessage } from './support/realStore.ts';

// The product page on the real store, run by scripts/real-store/run.mjs with the wc-islands plugin
// active and, as control, deactivated (WooCommerce's single-product.js, flexslider, PhotoSwipe and
// add-to-cart-variation.js). The same shopper steps must work both ways; where the two differ on
// purpose (docs/reference/product-page.md), the test says which way each goes.
test.skip(!process.env.REALSTORE_URL, skipMessage);

/** Kestrel M3: its image and four gallery images (five slides), and reviews (realstore seed, id 24). */
const KESTREL = '/product/kestrel-m3-mapping-drone/';
const KESTREL_SLIDES = 5;
/** Tank size x battery pack, six variations inline, 30 L + dual out of stock (id 72). */
const SPRAYER = '/product/agriwing-t-series-spraying-drone/';
/** 48 variations: data-product_variations="false", so each choice asks wc-ajax=get_variation (id 80). */
const PROPELLERS = '/product/rotorlab-tri-blade-propellers/';

/** The gallery once its script has run: the island's mount marker, or flexslider's thumbnails. */
async function galleryReady(page: Page): Promise<Locator> {
  const gallery = page.locator('.woocommerce-product-gallery');
  if (mode === 'plugin') await expect(gallery).toHaveAttribute('data-island-mounted', /single-product/);
  await expect(gallery.locator('.flex-control-thumbs li')).toHaveCount(KESTREL_SLIDES);
  return gallery;
}

test(`[${mode}] Kestrel gallery: a thumbnail shows its slide; the lightbox opens one dialog and closes with focus back`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await page.goto(KESTREL);
  await expectMode(page);
  const gallery = await galleryReady(page);
  const slides = gallery.locator('.woocommerce-product-gallery__image');
  await expect(slides).toHaveCount(KESTREL_SLIDES);
  await expect(slides.nth(0)).toHaveClass(/flex-active-slide/);
  // The island's thumbnails are buttons; flexslider's are bare images in the same list.
  await gallery.locator('.flex-control-thumbs li').nth(2).locator(mode === 'plugin' ? 'button' : 'img').click();
  await expect(slides.nth(2)).toHaveClass(/flex-active-slide/);
  await expect(slides.nth(0)).not.toHaveClass(/flex-active-slide/);

  const trigger = gallery.getByRole('button', { name: 'View full-screen image gallery' });
  await trigger.click();
  // WooCommerce prints PhotoSwipe's markup either way (aria-hidden until it opens): one dialog shows.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toBeVisible();
  await expect(page.locator('.wci-carousel')).toHaveCount(mode === 'plugin' ? 1 : 0);
  await expect(page.locator('.pswp--open')).toHaveCount(mode === 'plugin' ? 0 : 1);
  // The island's dialog is held to axe, as in the demo store (PhotoSwipe's is WooCommerce's to answer for).
  if (mode === 'plugin') await expectNoAxeViolations(page, '.wci-carousel');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(trigger).toBeFocused();
  expect(errors).toEqual([]);
});

/**
 * From the first frame the gallery is in the page: its opacity in each frame (rAF runs before each paint) until its
 * script has run, and every layout shift inside it.
 */
async function watchGallery(page: Page): Promise<void> {
  await watchLayoutShifts(page, '.woocommerce-product-gallery');
  await page.addInitScript(() => {
    const w = window as unknown as { __galleryFrames: string[] };
    w.__galleryFrames = [];
    const frame = (): void => {
      const gallery = document.querySelector('.woocommerce-product-gallery');
      if (gallery) w.__galleryFrames.push(getComputedStyle(gallery).opacity);
      if (w.__galleryFrames.length < 600) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const galleryWatch = async (page: Page) => ({
  first: await page.evaluate(() => (window as unknown as { __galleryFrames: string[] }).__galleryFrames[0]),
  shifts: await layoutShiftsSeen(page),
});

test(`[${mode}] the sprayer's one-image gallery shows from the first paint with the plugin (WooCommerce hides it until its script ran), with no shift when the island mounts; Kestrel's five-image slider waits for its script either way`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await watchGallery(page);
  await page.goto(SPRAYER);
  await expectMode(page);
  const gallery = page.locator('.woocommerce-product-gallery');
  await expect(gallery.locator('.woocommerce-product-gallery__image')).toHaveCount(1);
  if (mode === 'plugin') await expect(gallery).toHaveAttribute('data-island-mounted', /single-product/);
  await expect(gallery).toHaveCSS('opacity', '1');
  await expect(gallery.getByRole('button', { name: 'View full-screen image gallery' })).toBeVisible();
  const sprayer = await galleryWatch(page);
  expect(sprayer.first).toBe(mode === 'plugin' ? '1' : '0');
  expect(sprayer.shifts).toEqual([]);

  await page.goto(KESTREL);
  await galleryReady(page);
  const kestrel = await galleryWatch(page);
  expect(kestrel.first).toBe('0');
  expect(errors).toEqual([]);
});

test(`[${mode}] Kestrel tabs: the reviews tab by keyboard shows its panel alone`, async ({ page }) => {
  await page.goto(KESTREL);
  await expectMode(page);
  const tabs = page.locator('.woocommerce-tabs');
  if (mode === 'plugin') await expect(tabs).toHaveAttribute('data-island-mounted', /single-product/);
  const description = tabs.getByRole('tab', { name: 'Description' });
  await expect(description).toHaveAttribute('aria-selected', 'true');
  const reviews = tabs.getByRole('tab', { name: /^Reviews \(\d+\)$/ });
  await description.focus();
  // End moves focus to the last tab in both; WooCommerce selects on Enter (manual activation), the
  // island as focus arrives (automatic activation, APG): Enter then keeps it selected.
  await page.keyboard.press('End');
  await expect(reviews).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reviews).toHaveAttribute('aria-selected', 'true');
  await expect(description).toHaveAttribute('aria-selected', 'false');
  await expect(page.locator('#tab-reviews')).toBeVisible();
  await expect(page.locator('#tab-description')).toBeHidden();
  await expect(page.locator('#reviews .commentlist li').first()).toBeVisible();
  await page.keyboard.press('Home');
  await expect(description).toBeFocused();
});

test(`[${mode}] variable product 72: the out-of-stock combination, Clear, then an add the mini-cart lists with its attributes`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await page.goto(SPRAYER);
  await expectMode(page);
  const form = page.locator('form.variations_form');
  if (mode === 'plugin') await expect(form).toHaveAttribute('data-island-mounted', /variations/);
  const button = form.locator('.single_add_to_cart_button');
  await page.getByLabel('Tank size').selectOption('30-l');
  await page.getByLabel('Battery pack').selectOption('dual');
  await expect(form.locator('.woocommerce-variation-availability')).toContainText('Out of stock');
  await expect(button).toHaveClass(/wc-variation-is-unavailable/);

  await page.getByRole('button', { name: 'Clear options' }).or(page.getByRole('link', { name: 'Clear options' })).click();
  await expect(page.getByLabel('Tank size')).toHaveValue('');
  await expect(page.getByLabel('Battery pack')).toHaveValue('');
  await expect(button).toHaveClass(/wc-variation-selection-needed/);

  await page.getByLabel('Tank size').selectOption('20-l');
  await page.getByLabel('Battery pack').selectOption('single');
  await expect(form.locator('.woocommerce-variation-price')).not.toBeEmpty();
  await expect(form.locator('input[name="variation_id"]')).toHaveValue('76');
  await expect(button).not.toHaveClass(/disabled/);
  await button.click();
  await expect(page.locator('.woocommerce-message')).toContainText('has been added to your cart');
  await expect(headerCount(page)).toHaveText('1 item');
  const line = page.locator('.site-header-cart .widget_shopping_cart_content .mini_cart_item');
  await expect(line).toHaveCount(1);
  await expect(line.locator('dl.variation dt')).toHaveText(['Tank size:', 'Battery pack:']);
  await expect(line.locator('dl.variation dd')).toHaveText(['20 L', 'Single']);
  expect(errors).toEqual([]);
});

test(`[${mode}] variable product 80 (48 variations): one get_variation per full choice, price and add`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await page.goto(PROPELLERS);
  await expectMode(page);
  const form = page.locator('form.variations_form');
  await expect(form).toHaveAttribute('data-product_variations', 'false');
  if (mode === 'plugin') await expect(form).toHaveAttribute('data-island-mounted', /variations/);
  const lookups = countWcAjax(page, 'get_variation');
  await page.getByLabel('Diameter').selectOption('6 inch');
  await page.getByLabel('Pitch').selectOption('4.0');
  expect(lookups.count).toBe(0);
  await page.getByLabel('Colour').selectOption('Orange');
  await expect(form.locator('.woocommerce-variation-price')).not.toBeEmpty();
  await expect(form.locator('input[name="variation_id"]')).not.toHaveValue(/^(0|)$/);
  expect(lookups.count).toBe(1);
  const button = form.locator('.single_add_to_cart_button');
  await expect(button).not.toHaveClass(/disabled/);
  await button.click();
  await expect(page.locator('.woocommerce-message')).toContainText('has been added to your cart');
  await expect(headerCount(page)).toHaveText('1 item');
  expect(errors).toEqual([]);
});
