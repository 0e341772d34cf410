import { expect, test, type Locator, type Page } from './support/test.ts';
import { catalogueIn, englishLeftIn, recordBundleText, writtenText } from './support/bundleText.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The demo store in Arabic (server/http/demoLocale.ts): `<html lang="ar" dir="rtl">` as WordPress
// prints it for a right-to-left locale, with the theme's right-to-left sheet (storefront-lite-rtl.css).
// The carousel runs leftwards with previous on the right, the mini-cart drops from the cart's left
// edge, and the address suggestions and the searchable country list open under their field from its
// right edge; screenshots at both widths.
const ar = catalogueIn('ar');
const WIDTHS = [375, 1280] as const;

const box = async (locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};

async function inArabic(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
}

/** Nothing wider than the window: a box parked at `left: -999em` widens a right-to-left page (a blank screen). */
async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('the demo store right to left (ar)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    const { hostname } = new URL(baseURL ?? 'http://127.0.0.1/');
    await context.addCookies([{ name: 'wcis_demo_locale', value: 'ar', domain: hostname, path: '/' }]);
    await recordBundleText(context);
  });

  for (const width of WIDTHS) {
    test(`carousel at ${width} px: previous on the right, Left goes to the next image, which comes from the left`, async ({ page }, testInfo) => {
      await inArabic(page, width);
      await page.goto('/field-day-spraying-soybeans/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('figure.wp-block-gallery').first()).toHaveAttribute('data-island-mounted', /carousel/);
      const photo = page.locator('img[data-attachment-id="215"]').first();
      await photo.scrollIntoViewIfNeeded();
      await photo.click();
      const dialog = page.getByRole('dialog');
      const close = dialog.getByRole('button', { name: ar.carouselClose });
      await expect(close).toBeFocused();
      const previous = dialog.getByRole('button', { name: ar.carouselPrevious });
      const next = dialog.getByRole('button', { name: ar.carouselNext });
      expect((await box(previous)).x).toBeGreaterThan(width / 2);
      expect((await box(next)).x).toBeLessThan(width / 2);
      expect((await box(close)).x).toBeLessThan(width / 2);
      // The second image waits to the left of the first.
      const second = dialog.locator('.wci-carousel__slide[data-attachment-id="216"]');
      await expect.poll(async () => (await box(second)).x).toBeLessThan(0);
      const bullets = dialog.getByRole('group', { name: ar.carouselPager }).getByRole('button');
      await expect(bullets.nth(0)).toHaveAttribute('aria-current', 'true');
      await page.screenshot({ path: testInfo.outputPath(`rtl-carousel-${width}.png`) });
      await page.keyboard.press('ArrowLeft');
      await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect.poll(async () => Math.round((await box(second)).x)).toBe(0);
      await page.keyboard.press('ArrowRight');
      await expect(bullets.nth(0)).toHaveAttribute('aria-current', 'true');
      await next.click();
      await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
      expect(englishLeftIn(await writtenText(page))).toEqual([]);
    });

    test(`address suggestions at ${width} px open under the field from its right edge`, async ({ page }, testInfo) => {
      await inArabic(page, width);
      await page.goto('/?add-to-cart=33');
      await page.goto('/checkout/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const field = page.locator('#billing_address_1[data-island-mounted~="address-autocomplete"]');
      await field.scrollIntoViewIfNeeded();
      await field.focus();
      await field.pressSequentially('1849 harv', { delay: 40 });
      const list = page.getByRole('listbox', { name: ar.addressSuggestions });
      await expect(list.getByRole('option').first()).toBeVisible();
      const input = await box(field);
      const popup = await box(list);
      expect(Math.abs(popup.x + popup.width - (input.x + input.width))).toBeLessThanOrEqual(1);
      expect(popup.y).toBeGreaterThanOrEqual(input.y + input.height - 1);
      expect(popup.x).toBeGreaterThanOrEqual(0);
      await expectNoSidewaysScroll(page, width);
      await expectNoAxeViolations(page, '#billing_address_1_field');
      // The searchable country select draws its chevron at its left.
      const country = page.locator('input.wc-islands-combobox').first();
      await expect(country).toBeVisible();
      expect(await country.evaluate((input) => getComputedStyle(input).backgroundPositionX)).toMatch(/^[\d.]+px, [\d.]+px$/);
      await page.screenshot({ path: testInfo.outputPath(`rtl-address-${width}.png`) });
      expect(englishLeftIn(await writtenText(page))).toEqual([]);
    });

    test(`mini-cart at ${width} px: drops from the cart's left edge, its lines read right to left; axe passes`, async ({ page }, testInfo) => {
      await inArabic(page, width);
      await page.goto('/?add-to-cart=33');
      await page.goto('/shop/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoSidewaysScroll(page, width);
      // WooCommerce's pagination arrows follow is_rtl(): the next page is to the left.
      await expect(page.locator('.woocommerce-pagination a.next')).toHaveText('\u2190');
      const cart = page.locator('.site-header-cart');
      await cart.locator('a.cart-contents').focus();
      await expect(cart).toHaveAttribute('data-island-mounted', /header-cart/);
      const cartBox = await box(cart);
      // The cart is the header row's last item: at its left end.
      expect(cartBox.x + cartBox.width / 2).toBeLessThan(width / 2);
      const toggle = page.getByRole('button', { name: ar.headerCartToggle });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const dropdown = cart.locator('.widget_shopping_cart');
      if (width >= 768) {
        const line = dropdown.locator('.woocommerce-mini-cart-item').first();
        await expect(line).toBeVisible();
        const opened = await box(dropdown);
        expect(Math.abs(opened.x - cartBox.x)).toBeLessThanOrEqual(1);
        expect(opened.x + opened.width).toBeLessThanOrEqual(width);
        // Remove at the line's start (right), the name after it, the thumbnail at its end (left).
        const remove = await box(line.locator('a.remove'));
        const image = await box(line.locator('img'));
        const name = await box(line.locator('a:not(.remove)').last());
        expect(remove.x).toBeGreaterThan(name.x);
        expect(name.x).toBeGreaterThan(image.x);
        expect(Math.abs(remove.x + remove.width - (opened.x + opened.width))).toBeLessThanOrEqual(20);
      } else {
        // Below 768 px Storefront carries the cart in the handheld bar: the dropdown stays parked, off to the right.
        expect((await box(dropdown)).x).toBeGreaterThanOrEqual(width);
      }
      await expectNoSidewaysScroll(page, width);
      await page.screenshot({ path: testInfo.outputPath(`rtl-mini-cart-${width}.png`) });
      await expectNoAxeViolations(page, '.site-header-cart');
      expect(englishLeftIn(await writtenText(page))).toEqual([]);
    });

    test(`country combobox at ${width} px: the list opens under the field from its right edge, chevron on the left; axe passes`, async ({ page }, testInfo) => {
      await inArabic(page, width);
      await page.goto('/?add-to-cart=33');
      await page.goto('/checkout/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoSidewaysScroll(page, width);
      // WooCommerce's own labels stay English in the demo (demoLocale.ts).
      const country = page.locator('.woocommerce-billing-fields').getByRole('combobox', { name: 'Country / Region' });
      await expect(country).toHaveAttribute('aria-autocomplete', 'list');
      await country.scrollIntoViewIfNeeded();
      await country.click();
      await country.fill('united');
      const list = page.locator(`[id="${await country.getAttribute('aria-controls')}"]`);
      await expect(list.getByRole('option').first()).toBeVisible();
      const field = await box(country);
      const popup = await box(list);
      expect(Math.abs(popup.x + popup.width - (field.x + field.width))).toBeLessThanOrEqual(2);
      expect(popup.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
      expect(popup.x).toBeGreaterThanOrEqual(0);
      // The field sits in the form's right column (or fills it), its text starting at the right.
      expect(field.x + field.width).toBeGreaterThan(width / 2);
      expect(await country.evaluate((input) => getComputedStyle(input).textAlign)).toMatch(/^(start|right)$/);
      const chevron = await country.evaluate((input) => getComputedStyle(input).backgroundPositionX.split(',').map((x) => parseFloat(x)));
      for (const x of chevron) expect(x).toBeLessThan(field.width / 2);
      // The options read right to left: each option's text ends at the list's right edge.
      const option = await box(list.getByRole('option').first());
      expect(Math.abs(option.x + option.width - (popup.x + popup.width))).toBeLessThanOrEqual(2);
      await expectNoSidewaysScroll(page, width);
      await page.screenshot({ path: testInfo.outputPath(`rtl-country-${width}.png`) });
      expect(await list.evaluate((node) => node.closest('#billing_country_field') !== null)).toBe(true);
      await expectNoAxeViolations(page, '#billing_country_field');
    });
  }

  // What the bundle draws in the header: its toggle, at the cart link's inline end.
  test('the header cart toggle sits over the cart link\'s left end, and the mini-cart opens', async ({ page }) => {
    await inArabic(page, 1280);
    await page.goto('/?add-to-cart=33');
    await page.goto('/shop/');
    const cart = page.locator('.site-header-cart');
    await cart.locator('a.cart-contents').focus();
    await expect(cart).toHaveAttribute('data-island-mounted', /header-cart/);
    const toggle = page.getByRole('button', { name: ar.headerCartToggle });
    const item = await box(cart.locator('li').first());
    expect(Math.abs((await box(toggle)).x - item.x)).toBeLessThanOrEqual(1);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(englishLeftIn(await writtenText(page))).toEqual([]);
  });
});
