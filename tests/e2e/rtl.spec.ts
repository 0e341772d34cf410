import { expect, test, type Locator, type Page } from './support/test.ts';
import { catalogueIn, englishLeftIn, recordBundleText, writtenText } from './support/bundleText.ts';

// The demo store in Arabic (server/http/demoLocale.ts): `<html lang="ar" dir="rtl">` as WordPress
// prints it for a right-to-left locale. The carousel runs leftwards with previous on the right, and
// the address suggestions open under the field from its right edge; screenshots at both widths.
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
      // The searchable country select draws its chevron at its left.
      const country = page.locator('input.wc-islands-combobox').first();
      await expect(country).toBeVisible();
      expect(await country.evaluate((input) => getComputedStyle(input).backgroundPositionX)).toMatch(/^[\d.]+px, [\d.]+px$/);
      await page.screenshot({ path: testInfo.outputPath(`rtl-address-${width}.png`) });
      expect(englishLeftIn(await writtenText(page))).toEqual([]);
    });
  }

  // The demo's theme stylesheet has no right-to-left version (Storefront ships rtl.css): the header's
  // layout is the theme's, so this checks only what the bundle draws there.
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
