import { expect, test, type Page } from './support/test.ts';

/** Resolves once the page's scroll position held still for three frames. */
async function scrollSettled(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => {
    let last = -1;
    let still = 0;
    const frame = (): void => {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still >= 3) resolve(last);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }));
}

// Issue #30: the notice's 1 s scroll re-set the page's position every frame, so a scroll made meanwhile
// (the shopper's wheel, or Playwright bringing a radio into view) was undone and a click landed elsewhere.
test('a shopper who scrolls while a notice scrolls into view keeps the place they scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/?add-to-cart=33');
  await page.goto('/?add-to-cart=37');
  await page.goto('/cart/');
  await expect(page.locator('body[data-island-mounted~="cart-checkout"]')).toBeAttached();
  await page.getByRole('textbox', { name: 'Coupon:' }).fill('drone10');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Coupon code applied successfully.' })).toBeVisible();
  const noticeAt = await page.evaluate(() => window.scrollY);
  await page.mouse.move(640, 250);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(noticeAt + 200);
  expect(await scrollSettled(page)).toBeGreaterThan(noticeAt + 200);
});
