import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const CHECKOUT_MOUNTED = 'form.checkout[data-island-mounted~="cart-checkout"]';

async function openCheckout(page: Page, query = ''): Promise<void> {
  await page.goto('/?add-to-cart=33');
  // The checkout asks for its review once on load (checkout.js init_checkout): wait until it is drawn.
  const reviewed = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
  await page.goto(`/checkout/${query}`);
  await expect(page.locator(CHECKOUT_MOUNTED)).toBeAttached();
  await reviewed;
  await expect(page.locator('.woocommerce-checkout-payment[aria-busy]')).toHaveCount(0);
}

/** Whether leaving the page now would ask first: a cancelable beforeunload, as the browser sends it. */
function leavingAsks(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

test.describe('checkout toggles and guards (checkout.js)', () => {
  test('"Click here to login" is a button that opens and closes the login form', async ({ page }) => {
    await openCheckout(page);
    const toggle = page.getByRole('button', { name: 'Click here to login' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const username = page.getByRole('textbox', { name: 'Username or email' });
    await expect(username).toBeHidden();
    await toggle.click();
    await expect(username).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
    await expectNoAxeViolations(page, '.woocommerce-form-login-toggle');
    await expectNoAxeViolations(page, 'form.woocommerce-form-login');
    await toggle.focus();
    await page.keyboard.press(' ');
    await expect(username).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the terms link shows the terms inline without ticking the box, and keeps saying so after a refresh', async ({ page }) => {
    await openCheckout(page);
    const link = page.getByRole('link', { name: 'terms and conditions' });
    const terms = page.locator('.woocommerce-terms-and-conditions');
    const box = page.getByRole('checkbox', { name: /I have read and agree/ });
    await expect(terms).toBeHidden();
    await expect(link).toHaveAttribute('aria-expanded', 'false');
    await link.click();
    await expect(terms).toBeVisible();
    await expect(terms).toContainText('Unused items may be returned within 30 days.');
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toHaveClass(/woocommerce-terms-and-conditions-link--open/);
    await expect(box).not.toBeChecked();
    expect(page.context().pages()).toHaveLength(1);
    await expectNoAxeViolations(page, '.woocommerce-terms-and-conditions-wrapper');
    await link.click();
    await expect(terms).toBeHidden();
    await expect(link).toHaveClass(/woocommerce-terms-and-conditions-link--closed/);

    // A review refresh re-prints the payment section: the ticked box stays, the link is described again.
    await box.check();
    await page.getByRole('radio', { name: 'Local pickup' }).check();
    await expect(page.locator('.woocommerce-checkout-payment[aria-busy]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
  });

  test('without JavaScript the terms link is the terms page, and an unticked box is refused by the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/?add-to-cart=33');
    await page.goto('/checkout/');
    const href = await page.getByRole('link', { name: 'terms and conditions' }).getAttribute('href');
    const termsPage = await context.newPage();
    await termsPage.goto(href ?? '');
    await expect(termsPage.getByRole('heading', { name: 'Terms and conditions', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.locator('.woocommerce-error')).toContainText('Please read and accept the terms and conditions to proceed with your order.');
    await context.close();
  });

  test('leaving the page asks first while the order is being placed, and no longer once it is answered', async ({ page }) => {
    await openCheckout(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/wc-ajax=checkout\b/, async (route) => {
      await held;
      await route.continue();
    });
    expect(await leavingAsks(page)).toBe(false);
    const sent = page.waitForRequest(/wc-ajax=checkout\b/);
    await page.getByRole('button', { name: 'Place order' }).click();
    await sent;
    expect(await leavingAsks(page)).toBe(true);
    release();
    await expect(page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error')).toBeVisible();
    expect(await leavingAsks(page)).toBe(false);
  });

  test('a gateway vetoes from jQuery (checkout_place_order_cod returns false): nothing is sent', async ({ page }) => {
    await openCheckout(page, '?jquery=1');
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await expect(page.locator('.woocommerce-checkout-payment[aria-busy]')).toHaveCount(0);
    await page.evaluate(() => {
      const w = window as unknown as { jQuery: (t: unknown) => { on: (n: string, f: () => boolean) => void }; __vetoed: number };
      w.__vetoed = 0;
      w.jQuery(document.querySelector('form.woocommerce-checkout')).on('checkout_place_order_cod', () => {
        w.__vetoed += 1;
        return false;
      });
    });
    let sent = 0;
    page.on('request', (r) => { if (/wc-ajax=checkout\b/.test(r.url())) sent += 1; });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __vetoed: number }).__vetoed)).toBe(1);
    await expect(page.locator('form.woocommerce-checkout')).not.toHaveClass(/processing/);
    expect(await leavingAsks(page)).toBe(false);
    expect(sent).toBe(0);
  });
});

test.describe('every panel open', () => {
  test('the checkout is axe-clean with login, coupon, terms, shipping address, a payment box and a country list open', async ({ page }) => {
    await openCheckout(page);
    await page.getByRole('button', { name: 'Click here to login' }).click();
    await page.getByRole('button', { name: 'Enter your coupon code' }).click();
    await expect(page.getByRole('textbox', { name: 'Coupon:' })).toBeVisible();
    await page.getByRole('link', { name: 'terms and conditions' }).click();
    await page.getByRole('checkbox', { name: 'Ship to a different address?' }).check();
    await expect(page.locator('div.shipping_address')).toBeVisible();
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await expect(page.locator('.woocommerce-checkout-payment[aria-busy]')).toHaveCount(0);
    await expect(page.locator('div.payment_box.payment_method_cod')).toBeVisible();
    // The refresh the shipping address asked for re-drew nothing that had not changed since the review
    // asked on load (checkout.js compares fragments with the last answer's), so the terms are still open.
    await expect(page.locator('.woocommerce-terms-and-conditions')).toBeVisible();
    await page.locator('.woocommerce-shipping-fields').getByRole('combobox', { name: 'Country / Region' }).click();
    await expect(page.getByRole('listbox', { name: 'Country / Region' })).toBeVisible();
    // Region by region: the template's own h1 -> h3 'Billing details' jump is WooCommerce's markup.
    for (const region of [
      '.woocommerce-form-login-toggle', 'form.woocommerce-form-login', '.woocommerce-form-coupon-toggle', 'form.checkout_coupon',
      '.woocommerce-billing-fields__field-wrapper', '.woocommerce-shipping-fields', '.woocommerce-additional-fields', '#order_review',
    ]) {
      await expectNoAxeViolations(page, region);
    }
  });

  test('the cart is axe-clean with the shipping calculator and its country list open', async ({ page }) => {
    await page.goto('/?add-to-cart=33');
    await page.goto('/cart/');
    await expect(page.locator('body[data-island-mounted~="cart-checkout"]')).toBeAttached();
    await page.getByRole('button', { name: 'Change address' }).click();
    await expect(page.locator('#shipping-calculator-form')).toBeVisible();
    const state = page.locator('#shipping-calculator-form').getByRole('combobox', { name: /State/ });
    // The searchable field replaces the select on its first layout, after the calculator opens.
    await expect(state).toHaveAttribute('aria-autocomplete', 'list');
    await state.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoAxeViolations(page, '.woocommerce');
  });
});

test('the cart and the checkout load without a layout shift on a 4x slower CPU, islands and all', async ({ page }) => {
  // The cart page paints before its tables are parsed; auto-laid-out tables re-flowed their columns
  // as rows arrived (issue #13's cart CLS). A slow CPU makes the early paint likely.
  // Each shift is kept with what moved (element, before and after rects) and when, so a failure names it.
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const w = window as unknown as { __shifts: unknown[] };
    w.__shifts = [];
    const name = (node: Node | null): string => (node instanceof Element
      ? `${node.parentElement?.localName ?? ''} > ${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}`
      : String(node?.nodeName));
    const rect = (r: DOMRectReadOnly): number[] => [r.x, r.y, r.width, r.height].map(Math.round);
    new PerformanceObserver((list) => list.getEntries().forEach((e) => {
      const shift = e as Shift;
      w.__shifts.push({
        value: shift.value, at: Math.round(shift.startTime), parsing: document.readyState === 'loading',
        moved: shift.sources.map((s) => ({ node: name(s.node), from: rect(s.previousRect), to: rect(s.currentRect) })),
      });
    })).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/?add-to-cart=33');
  // What each page asks for on load redraws parts of it (the header cart's fragments when this tab has
  // none stored, the order review): their shifts count too, so the page is read once its requests are done.
  for (const [path, mounted] of [['/cart/', 'body[data-island-mounted~="cart-checkout"]'], ['/checkout/', CHECKOUT_MOUNTED]] as const) {
    await page.goto(path);
    await expect(page.locator(mounted)).toBeAttached({ timeout: 20_000 });
    await expect(page.locator('[data-island-mounted~="country-select"]').first()).toBeAttached({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.woocommerce [aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts), path).toEqual([]);
  }
});
