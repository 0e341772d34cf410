import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { catalogueIn, englishLeftIn, recordBundleText, writtenText } from './support/bundleText.ts';
import { buttonsWithStock, mountedButton, setFault } from './support/cart.ts';

// The demo store switched to Spanish (server/http/demoLocale.ts) prints the plugin's translations of
// the bundle's own strings, from plugin/languages/wc-islands-es_ES.po, in the settings block. Each
// page records every text and name a script wrote after the parser finished; none may be one of
// the bundle's English strings, and the Spanish ones of each feature walked must be among them.
const es = catalogueIn('es_ES');

/** The texts written on the page so far, checked: no English string of the bundle's. */
async function expectSpanish(page: Page, expected: readonly string[]): Promise<string[]> {
  const texts = await writtenText(page);
  expect(englishLeftIn(texts), `English left among ${JSON.stringify(texts)}`).toEqual([]);
  for (const text of expected) expect(texts, `"${text}" written`).toContain(text);
  return texts;
}

test.describe('the demo store in es_ES', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    const { hostname } = new URL(baseURL ?? 'http://127.0.0.1/');
    await context.addCookies([{ name: 'wcis_demo_locale', value: 'es_ES', domain: hostname, path: '/' }]);
    await recordBundleText(context);
  });

  test('cart: the offline message and the held navigation speak Spanish', async ({ page, context }) => {
    test.setTimeout(60_000);
    await page.goto('/shop/?per_page=100');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    const [first, second] = await buttonsWithStock(page, 2, 1);
    await mountedButton(first!);
    await context.setOffline(true);
    await first!.click();
    await expect(page.getByRole('status').filter({ hasText: es.cartOffline })).toHaveText(es.cartOffline);
    await expect(first!).toHaveAccessibleDescription(es.cartOffline);
    await context.setOffline(false);
    await expectSpanish(page, [es.cartOffline]);

    // A link clicked while an add is under way waits, and says so.
    await setFault(page, 'latency:1500');
    await second!.click();
    await page.locator('.site-header-cart a.cart-contents').click();
    await expect(page.getByRole('status').filter({ hasText: es.pleaseWait })).toHaveText(es.pleaseWait);
    // Read while the add (1.5 s) still holds the page.
    await expectSpanish(page, [es.cartOffline, es.pleaseWait]);
    await page.waitForURL('**/cart/', { timeout: 30_000 });
    await setFault(page, '');
  });

  test('checkout: the address suggestions are named in Spanish', async ({ page }) => {
    await page.goto('/?add-to-cart=33');
    await page.goto('/checkout/');
    const field = page.locator('#billing_address_1[data-island-mounted~="address-autocomplete"]');
    await field.focus();
    await field.pressSequentially('1849 harv', { delay: 40 });
    await expect(page.getByRole('listbox', { name: es.addressSuggestions })).toBeVisible();
    await expectNoAxeViolations(page, '#billing_address_1_field');
    await expectSpanish(page, [es.addressSuggestions]);
  });

  test('the mini-cart toggle and the product gallery are named in Spanish', async ({ page }) => {
    await page.goto('/?add-to-cart=33');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop/');
    // The header cart's layer is drawn when the shopper reaches for it.
    await page.locator('.site-header-cart a.cart-contents').focus();
    await expect(page.locator('.site-header-cart')).toHaveAttribute('data-island-mounted', /header-cart/);
    await expect(page.getByRole('button', { name: es.headerCartToggle })).toHaveCount(1);
    await expectSpanish(page, [es.headerCartToggle]);
    await page.goto('/product/agriwing-as-40-configurable-spraying-drone/');
    const gallery = page.locator('.woocommerce-product-gallery');
    await expect(gallery).toHaveAttribute('data-island-mounted', /single-product/);
    await expect(gallery.getByRole('region', { name: es.galleryRegion })).toHaveCount(1);
    await expect(gallery.locator('.flex-control-thumbs').getByRole('button').first()).toHaveAccessibleName(/\(1 de 6\)$/);
    const texts = await expectSpanish(page, [es.galleryRegion, '1 de 6']);
    expect(texts).toContainEqual(expect.stringMatching(/ \(2 de 6\)$/));
  });

  test('carousel: its controls, pager and comment form are in Spanish', async ({ page }) => {
    await page.goto('/field-day-spraying-soybeans/');
    await expect(page.locator('figure.wp-block-gallery').first()).toHaveAttribute('data-island-mounted', /carousel/);
    const photo = page.locator('img[data-attachment-id="215"]').first();
    await photo.scrollIntoViewIfNeeded();
    await photo.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: es.carouselClose })).toBeFocused();
    await expect(dialog.getByRole('group', { name: es.carouselPager }).getByRole('button')).toHaveCount(3);
    await expect(dialog.getByRole('textbox', { name: es.carouselEmail + es.carouselRequired })).toBeVisible();
    await expect(dialog.getByRole('link', { name: es.carouselLogIn })).toBeVisible();
    await expectNoAxeViolations(page, '.wci-carousel');
    await expectSpanish(page, [
      es.carouselClose, es.carouselPrevious, es.carouselNext, es.carouselPager, '1 de 3', 'Imagen 2', es.carouselSlides,
      es.carouselDetails, es.carouselComments, es.carouselEmail + es.carouselRequired, es.carouselName + es.carouselRequired,
      es.carouselWebsite, es.carouselLogIn, es.carouselLogInToComment,
    ]);
  });
});
