import { expect, test, type Locator, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { placeOrder } from './support/placeOrder.ts';

const MOUNTED = '[data-island-mounted~="order-attribution"]';
const NOZZLES = 'Flat Fan Spray Nozzle 110° (4-pack)';
const FIELDS = [
  'source_type', 'referrer', 'utm_campaign', 'utm_source', 'utm_medium', 'utm_content', 'utm_id', 'utm_term',
  'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'session_entry', 'session_start_time',
  'session_pages', 'session_count', 'user_agent',
];

/** Console errors of this feature: other islands' configuration notices (in flight elsewhere) are not. */
const ownErrors = (errors: string[]): string[] => errors.filter((e) => !/island "(?!order-attribution)[^"]+" disabled/.test(e));

/** Opens a store page and waits until its visit has been recorded (the island mounts on `body`). */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator(`body${MOUNTED}`)).toBeAttached();
}

/** The decoded pairs of one `sbjs_*` cookie (`pgs=2|||cpg=…`), or undefined when it is not set. */
async function sbjsCookie(page: Page, name: string): Promise<Record<string, string> | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  if (!cookie) return undefined;
  return Object.fromEntries(decodeURIComponent(cookie.value).split('|||').map((pair) => {
    const eq = pair.indexOf('=');
    return [pair.slice(0, eq), pair.slice(eq + 1)];
  }));
}

async function trackingCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((c) => c.name).filter((name) => name.startsWith('sbjs_'));
}

/** Adds the nozzles to the cart from a listing, as a shopper does (the AJAX button). */
async function addNozzlesFromListing(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: `Add to cart: “${NOZZLES}”` });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveAttribute('data-island-mounted', /add-to-cart/);
  await button.click();
  await expect(page.locator('a.added_to_cart')).toBeVisible();
}

/** The classic checkout, once the attribution inputs are in its form. */
async function openCheckout(page: Page, url = '/checkout/'): Promise<Locator> {
  await page.goto(url);
  const form = page.locator(`form.checkout${MOUNTED}`);
  await expect(form).toBeAttached();
  await expect(form.locator('input[name="wc_order_attribution_user_agent"]')).toBeAttached();
  return form;
}

function attributionInput(form: Locator, field: string): Locator {
  return form.locator(`input[type="hidden"][name="wc_order_attribution_${field}"]`);
}

/** A value in the order-received page's attribution table, by its row header. */
function recorded(page: Page, label: string): Locator {
  return page.locator('.order-attribution-details tr').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).locator('td');
}

const origin = (page: Page): Locator => page.locator('.woocommerce-order-attribution__origin strong');

test.describe('order attribution', () => {
  test('a visitor from a utm link browses three pages and the order records the campaign and the session', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await visit(page, '/?utm_source=google&utm_medium=cpc&utm_campaign=spring');
    expect(await sbjsCookie(page, 'sbjs_current')).toMatchObject({ typ: 'utm', src: 'google', mdm: 'cpc', cmp: 'spring' });
    expect(await sbjsCookie(page, 'sbjs_session')).toMatchObject({ pgs: '1' });

    await visit(page, '/product-tag/nozzle/');
    await addNozzlesFromListing(page);
    await visit(page, '/product/flat-fan-spray-nozzle-110-4-pack/');
    expect(await sbjsCookie(page, 'sbjs_session')).toMatchObject({ pgs: '3' });

    const form = await openCheckout(page);
    // One group per form: WooCommerce 11 prints five, the first is kept, and it holds every field once.
    await expect(form.locator('wc-order-attribution-inputs')).toHaveCount(1);
    await expect(form.locator('input[name^="wc_order_attribution_"]')).toHaveCount(FIELDS.length);
    await expect(attributionInput(form, 'source_type')).toHaveValue('utm');
    await expect(attributionInput(form, 'utm_source')).toHaveValue('google');
    await expect(attributionInput(form, 'session_pages')).toHaveValue('4');
    await expect(attributionInput(form, 'session_entry')).toHaveValue(/\/\?utm_source=google&utm_medium=cpc&utm_campaign=spring$/);
    await expect(attributionInput(form, 'user_agent')).toHaveValue(await page.evaluate(() => navigator.userAgent));

    await placeOrder(page);
    await expect(origin(page)).toHaveText('Source: Google');
    await expect(recorded(page, 'Source type')).toHaveText('utm');
    await expect(recorded(page, 'UTM source')).toHaveText('google');
    await expect(recorded(page, 'UTM medium')).toHaveText('cpc');
    await expect(recorded(page, 'UTM campaign')).toHaveText('spring');
    await expect(recorded(page, 'Session page views')).toHaveText('4');
    await expect(recorded(page, 'Session count')).toHaveText('1');
    await expect(recorded(page, 'Device type')).toHaveText('Desktop');
    // '(none)' values are not stored.
    await expect(recorded(page, 'UTM content')).toHaveCount(0);
    await expect(page.locator('.woocommerce-order-attribution')).not.toContainText('(none)');

    await expectNoAxeViolations(page);
    expect(ownErrors(errors)).toEqual([]);
  });

  test('with consent denied nothing is tracked and the checkout sends empty values', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await visit(page, '/?consent=denied&utm_source=newsletter&utm_medium=email&utm_campaign=may');
    expect(await trackingCookies(page)).toEqual([]);
    await visit(page, '/product-tag/nozzle/');
    await addNozzlesFromListing(page);
    expect(await trackingCookies(page)).toEqual([]);

    const form = await openCheckout(page);
    await expect(form.locator('input[name^="wc_order_attribution_"]')).toHaveCount(FIELDS.length);
    for (const field of FIELDS) await expect(attributionInput(form, field)).toHaveValue('');
    expect(await trackingCookies(page)).toEqual([]);

    await placeOrder(page);
    await expect(origin(page)).toHaveText('Unknown');
    await expect(page.locator('.order-attribution-details')).toHaveCount(0);
    expect(await trackingCookies(page)).toEqual([]);
    expect(ownErrors(errors)).toEqual([]);
  });

  test('consent granted later starts tracking without a reload', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.request.get('/?add-to-cart=37');
    const form = await openCheckout(page, '/checkout/?consent=denied');
    await expect(attributionInput(form, 'source_type')).toHaveValue('');
    expect(await trackingCookies(page)).toEqual([]);

    const banner = page.getByRole('complementary', { name: 'Cookie consent (demo)' });
    await expectNoAxeViolations(page, '#demo-consent');
    await banner.getByRole('button', { name: 'Allow tracking cookies' }).click();
    await expect(banner).toContainText('allowed');
    await expect(attributionInput(form, 'source_type')).toHaveValue('typein');
    await expect(attributionInput(form, 'utm_source')).toHaveValue('(direct)');
    await expect(attributionInput(form, 'session_pages')).toHaveValue('1');
    expect(await trackingCookies(page)).toEqual(expect.arrayContaining(['sbjs_current', 'sbjs_session', 'sbjs_udata']));

    // Withdrawing it clears the cookies and empties the inputs again.
    await banner.getByRole('button', { name: 'Deny tracking cookies' }).click();
    await expect(attributionInput(form, 'source_type')).toHaveValue('');
    expect(await trackingCookies(page)).toEqual([]);
    expect(ownErrors(errors)).toEqual([]);
  });

  test('values carrying markup stay inert, in the inputs and on the order page', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const evil = '"><script>alert(1)</script>';
    await visit(page, `/?utm_source=google&utm_medium=cpc&utm_campaign=${encodeURIComponent(evil)}&utm_content=%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E`);
    await page.request.get('/?add-to-cart=37');

    const form = await openCheckout(page);
    await expect(attributionInput(form, 'utm_campaign')).toHaveValue(evil);
    await expect(attributionInput(form, 'utm_content')).toHaveValue('<img src=x onerror=alert(2)>');
    await expect(form.locator('wc-order-attribution-inputs script, wc-order-attribution-inputs img')).toHaveCount(0);

    await placeOrder(page);
    await expect(recorded(page, 'UTM campaign')).toHaveText(evil);
    await expect(recorded(page, 'UTM content')).toHaveText('<img src=x onerror=alert(2)>');
    await expect(page.locator('.woocommerce-order-attribution script, .woocommerce-order-attribution img')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(ownErrors(errors)).toEqual([]);
  });

  test('a visitor arriving from a Google search is recorded as Organic: Google', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // The demo's stand-in search page, served under a Google host name (`*.localhost` is this machine).
    await page.goto('/attribution-demo/');
    await page.getByRole('link', { name: 'Arrive from a Google search for “drone nozzles”' }).click();
    await expect(page).toHaveURL(/^http:\/\/www\.google\.localhost:\d+\/__referrer\/google\//);
    await page.getByRole('link', { name: /Spray nozzles for agricultural drones/ }).click();
    await expect(page).toHaveURL(/\/product-tag\/nozzle\/$/);
    await expect(page.locator(`body${MOUNTED}`)).toBeAttached();
    expect(await page.evaluate(() => document.referrer)).toMatch(/^http:\/\/www\.google\.localhost:\d+\/$/);
    expect(await sbjsCookie(page, 'sbjs_current')).toMatchObject({ typ: 'organic', src: 'google', mdm: 'organic' });

    await addNozzlesFromListing(page);
    const form = await openCheckout(page);
    await expect(attributionInput(form, 'source_type')).toHaveValue('organic');
    await expect(attributionInput(form, 'referrer')).toHaveValue(/^http:\/\/www\.google\.localhost:\d+\/$/);
    await placeOrder(page);
    await expect(origin(page)).toHaveText('Organic: Google');
    await expect(recorded(page, 'Source type')).toHaveText('organic');
    expect(ownErrors(errors)).toEqual([]);
  });

  test('works with JavaScript off: the order is placed, with an unknown origin', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/?add-to-cart=37&utm_source=google');
    await page.goto('/checkout/');
    await placeOrder(page);
    await expect(origin(page)).toHaveText('Unknown');
    await context.close();
  });
});
