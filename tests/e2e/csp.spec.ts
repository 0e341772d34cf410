import { expect, test, type CspViolation, type Page } from './support/test.ts';
import { addToCartButtons, headerCount, mountedButton, productNameOf, setFault } from './support/cart.ts';

// Every browser test runs under the demo store's strict policy (playwright.config.ts); these check
// that the check itself works, and what the bundle needs beyond it (docs/theme-developers.md: Content Security Policy).
test.skip(process.env.E2E_CSP === 'off', 'runs under the strict policy (E2E_CSP unset or strict)');

/** Adds a report-only `style-src 'self' 'nonce-…'` to each page, with the nonce the page's scripts carry. */
async function reportNonceStyles(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    if (!nonce) return route.fulfill({ response });
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy-report-only': `style-src 'self' 'nonce-${nonce}'` } });
  });
}

/** Style violations the bundle's own code caused (the theme's style attributes are the theme's). */
const byBundle = (violations: CspViolation[]) =>
  violations.filter((v) => v.directive.startsWith('style-src') && v.source.includes('/wc-islands/dist/')).map((v) => `${v.directive} at ${v.source}`);

test('a blocked inline handler fails the test that caused it', async ({ page, cspViolations }) => {
  await page.goto('/shop/');
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.setAttribute('onclick', 'window.__ranInline = true');
    document.body.append(button);
    button.click();
  });
  await expect.poll(() => cspViolations.map((v) => `${v.disposition} ${v.directive} ${v.blocked}`)).toEqual(['enforce script-src-attr inline']);
  expect(await page.evaluate(() => (window as { __ranInline?: boolean }).__ranInline)).toBeUndefined();
  // Seen; cleared so the fixture's own check, proven above, does not fail this test.
  cspViolations.length = 0;
});

test("the bundle's styles need only the page's nonce: its stylesheets, overlays and messages pass a nonce-based style-src", async ({ page, context, cspViolations }) => {
  await reportNonceStyles(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Injected stylesheet: the carousel's.
  await page.goto('/field-day-spraying-soybeans/');
  await expect(page.locator('figure.wp-block-gallery').first()).toHaveAttribute('data-island-mounted', /carousel/);
  await page.locator('img[data-attachment-id="205"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('style#wc-islands-carousel-css')).toHaveCount(1);

  // The BlockUI-style overlay on a mini-cart line being removed.
  await page.goto('/shop/');
  const button = await mountedButton(addToCartButtons(page).first());
  const name = await productNameOf(button);
  await button.click();
  await expect(headerCount(page)).toHaveText('1 item');
  await setFault(page, 'latency:700');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.site-header-cart a.cart-contents').hover();
  await page.getByRole('button', { name: `Remove ${name} from cart` }).click();
  await expect(page.locator('.site-header-cart .blockUI.blockOverlay')).toHaveCount(1);
  await expect(headerCount(page)).toHaveText('0 items');
  await setFault(page, '');

  // The message beside an add that could not be sent.
  await context.setOffline(true);
  await button.click();
  await expect(button).toHaveAccessibleDescription('You are probably offline.');
  await context.setOffline(false);

  // The report-only policy is in force (the theme's own style attributes are reported) ...
  expect(cspViolations.some((v) => v.disposition === 'report' && v.directive === 'style-src-attr')).toBe(true);
  // ... and nothing the bundle did is.
  expect(byBundle(cspViolations)).toEqual([]);
});
