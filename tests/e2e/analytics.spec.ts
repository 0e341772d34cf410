import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';

const POST = '/field-day-spraying-soybeans/';
const dialog = (page: Page) => page.getByRole('dialog');

interface PixelHit {
  query: Record<string, string>;
}

/** Tags this test's pixel requests (a cookie the demo pixel records), so other tests' hits don't count. */
async function tagPixels(page: Page): Promise<string> {
  const tag = randomUUID();
  await page.context().addCookies([{ name: 'wc_islands_pixel_tag', value: tag, url: test.info().project.use.baseURL ?? '' }]);
  return tag;
}

/** The attachment ids this test's stats pixels named, in order. */
async function pixelPosts(page: Page, tag: string): Promise<string[]> {
  const response = await page.request.get(`/__pixel-hits?tag=${tag}`);
  return ((await response.json()) as PixelHit[]).map((hit) => hit.query['post'] ?? '');
}

async function openPost(page: Page, query = ''): Promise<void> {
  await page.goto(POST + query);
  await expect(page.locator('body')).toHaveAttribute('data-island-mounted', /\banalytics\b/);
  await expect(page.locator('figure.wp-block-gallery').first()).toHaveAttribute('data-island-mounted', /carousel/);
}

/** Opens the carousel on the gallery's first image, then moves to the next one with the keyboard. */
async function viewTwoSlides(page: Page): Promise<void> {
  const first = page.locator('figure.wp-block-gallery img').first();
  await first.scrollIntoViewIfNeeded();
  await first.click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).locator('.wci-carousel__counter')).toHaveText('1 / 12');
  await page.keyboard.press('ArrowRight');
  await expect(dialog(page).locator('.wci-carousel__counter')).toHaveText('2 / 12');
}

test.describe('store analytics', () => {
  test('requests the stats pixel once for each image the carousel shows', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const tag = await tagPixels(page);
    await openPost(page);
    await viewTwoSlides(page);
    await expect.poll(() => pixelPosts(page, tag)).toEqual(['202', '203']);
    const [hit] = (await (await page.request.get(`/__pixel-hits?tag=${tag}`)).json()) as PixelHit[];
    expect(hit?.query).toMatchObject({ blog: '1', host: new URL(page.url()).host, v: 'ext' });
    expect(errors).toEqual([]);
  });

  test('sends nothing without statistics consent, and starts when it is granted, without a reload', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const tag = await tagPixels(page);
    await openPost(page, '?consent=denied');
    await viewTwoSlides(page);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    // Give a wrongly sent pixel time to arrive before counting none.
    await page.waitForTimeout(500);
    expect(await pixelPosts(page, tag)).toEqual([]);

    const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await page.getByRole('button', { name: 'Allow tracking cookies' }).click();
    await viewTwoSlides(page);
    await expect.poll(() => pixelPosts(page, tag)).toEqual(['202', '203']);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
    expect(errors).toEqual([]);
  });
});
