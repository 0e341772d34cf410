import { expect, test } from '@playwright/test';
test('dbg', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  await page.goto('/field-day-spraying-soybeans/');
  await page.waitForTimeout(1500);
  console.log(await page.evaluate(() => { const i = document.querySelector('img[data-attachment-id="214"]') as HTMLImageElement; return [i.getAttribute('data-island-mounted'), (i.parentElement as HTMLAnchorElement).href, i.dataset['permalink'], i.parentElement?.className, JSON.stringify(window.wcIslands?.mounted().map(m => m.name))]; }));
  await page.locator('img[data-attachment-id="214"]').scrollIntoViewIfNeeded();
  await page.locator('img[data-attachment-id="214"]').click();
  await page.waitForTimeout(500);
  console.log(page.url(), await page.getByRole('dialog').count());
});
