import { expect, test } from '@playwright/test';
import { catalogueIn, englishLeftIn, recordBundleText, writtenText } from '../e2e/support/bundleText.ts';
import { addButton, expectMode, mode, skipMessage } from './support/realStore.ts';

// The plugin on a store in es_ES (tests/real-store/mu-plugins/wc-islands-test-locale.php switches one browser's
// requests): WordPress loads the plugin's languages/wc-islands-es_ES.mo (compiled at build from the .po) and
// the plugin prints the bundle's strings translated in its settings block. Every text and name the bundle
// writes is then Spanish.
const es = catalogueIn('es_ES');

test.describe('the real store in es_ES', () => {
  test.skip(!process.env.REALSTORE_URL, skipMessage);
  test.skip(mode !== 'plugin', 'the bundle\'s strings: only with wc-islands active');

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'wc_islands_test_locale', value: 'es_ES', domain: new URL(baseURL!).hostname, path: '/' }]);
    await recordBundleText(context);
  });

  test('the plugin prints the bundle\'s strings in Spanish and the shop\'s offline add says so in Spanish', async ({ page, context }) => {
    await page.goto('/shop/');
    await expectMode(page);
    const settings = JSON.parse((await page.locator('script#wc-islands-settings').textContent()) ?? '{}') as { strings?: Record<string, string> };
    expect(settings.strings).toEqual(es);
    const button = addButton(page, 'Kestrel M3 Mapping Drone');
    await button.scrollIntoViewIfNeeded();
    await expect(button).toHaveAttribute('data-island-mounted', /add-to-cart/);
    await context.setOffline(true);
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: es.cartOffline })).toHaveText(es.cartOffline);
    await context.setOffline(false);
    expect(englishLeftIn(await writtenText(page))).toEqual([]);
  });

  test('the carousel and its comment form speak Spanish', async ({ page }) => {
    await page.goto('/field-day-spraying-soybeans/');
    await expectMode(page);
    const photo = page.locator('img[data-attachment-id="138"]').first();
    await photo.scrollIntoViewIfNeeded();
    await photo.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: es.carouselClose })).toBeFocused();
    await expect(dialog.getByRole('button', { name: es.carouselNext })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: es.carouselComments })).toBeVisible();
    const texts = await writtenText(page);
    expect(englishLeftIn(texts)).toEqual([]);
    expect(texts).toEqual(expect.arrayContaining([es.carouselClose, es.carouselPrevious, es.carouselNext, es.carouselDetails, es.carouselComments]));
  });
});
