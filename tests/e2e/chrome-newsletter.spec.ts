import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';

const SENT = 'Subscription confirmation email sent. Please check your inbox and confirm your subscription.';

async function openNewsletter(page: Page): Promise<void> {
  await page.goto('/shop/');
  const form = page.locator('form#mailjetSubscriptionForm');
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-island-mounted', /(^| )newsletter( |$)/);
}

test.describe('newsletter form', () => {
  test('signs up in place: fields and properties[] are posted, the answer is announced as text', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openNewsletter(page);
    await page.getByLabel('Email address (required)').fill(`pilot-${Date.now()}@example.com`);
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('I fly agricultural drones').check();
    const request = page.waitForRequest((r) => r.url().endsWith('/wp-admin/admin-ajax.php') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const body = new URLSearchParams((await request).postData() ?? '');
    expect(body.get('action')).toBe('send_mailjet_subscription_form');
    expect(body.get('properties[1]')).toBe('Ana');
    expect(body.get('properties[2]')).toBe('1');
    expect(body.get('widget_id')).toBe('wp_mailjet_subscribe_widget-3');
    const message = page.locator('.mailjet_widget_form_message');
    await expect(message).toHaveText(SENT);
    await expect(message).toHaveAttribute('role', 'status');
    await expect(page).toHaveURL(/\/shop\/$/);
    await expectNoAxeViolations(page, '.mailjet_widget_front_container');
    expect(errors).toEqual([]);
  });

  test('marks each property named in prop_errors, with aria-invalid and a linked message', async ({ page }) => {
    await openNewsletter(page);
    await page.getByLabel('Email address (required)').fill('pilot@example.com');
    const name = page.getByLabel('First name');
    await name.fill('<b>Ana</b>');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveClass(/has-error/);
    await expect(name).toHaveAccessibleDescription('Please check this field.');
    await expect(name).toBeFocused();
    await expectNoAxeViolations(page, '.mailjet_widget_front_container');
    // A corrected submission clears the marks.
    await name.fill('Ana');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('.mailjet_widget_form_message')).toHaveText(SENT);
    await expect(name).not.toHaveAttribute('aria-invalid', /./);
    await expect(page.locator('.mj_form_property_error')).toHaveCount(0);
  });

  test('shows a plain-text answer as text, never as markup, and disables Subscribe while sending', async ({ page }) => {
    await openNewsletter(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<img src=x onerror="window.hacked=1">Invalid email' });
    });
    await page.getByLabel('Email address (required)').fill('pilot@example.com');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await expect(subscribe).toBeDisabled();
    release();
    await expect(page.locator('.mailjet_widget_form_message')).toHaveText('<img src=x onerror="window.hacked=1">Invalid email');
    await expect(subscribe).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  });

  test('a failed request shows An error occurred.', async ({ page }) => {
    await openNewsletter(page);
    await page.route('**/wp-admin/admin-ajax.php', (route) => route.abort());
    await page.getByLabel('Email address (required)').fill('pilot@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('.mailjet_widget_form_message')).toHaveText('An error occurred.');
  });

  test('works with JavaScript off: the page post answers back on the same page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/shop/?orderby=price');
    await page.getByLabel('Email address (required)').fill(`nojs-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/shop\/\?orderby=price#mailjetSubscriptionForm$/);
    await expect(page.locator('.mailjet_widget_form_message')).toHaveText(SENT);
    await page.getByLabel('Email address (required)').fill('pilot@example.com');
    await page.getByLabel('First name').fill('https://spam.example');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Please check this field.');
    // The message is shown once.
    await page.reload();
    await expect(page.locator('.mailjet_widget_form_message')).toHaveText('');
    await context.close();
  });
});

test.describe('coming-soon banner', () => {
  test('an admin dismisses it: the REST request is sent, the banner hides, and it is not printed again', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/my-account/');
    await page.getByLabel('Username or email address').fill('admin');
    await page.locator('#password').fill('admin-demo-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    // The login's answer sets the session cookie: leaving before it lands browses /shop/ as a guest.
    await expect(page.getByRole('link', { name: 'Log out' }).first()).toBeVisible();
    await page.goto('/shop/');
    const banner = page.locator('#coming-soon-footer-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('data-island-mounted', /coming-soon-banner/);
    await expectNoAxeViolations(page);
    const dismiss = banner.locator('a.coming-soon-footer-banner-dismiss');
    const restUrl = await dismiss.getAttribute('data-rest-url');
    const nonce = await dismiss.getAttribute('data-rest-nonce');
    const request = page.waitForRequest((r) => r.url() === restUrl && r.method() === 'POST');
    await dismiss.click();
    const sent = await request;
    expect(sent.postData()).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    expect(sent.headers()['x-wp-nonce']).toBe(nonce);
    expect((await sent.response())?.status()).toBe(200);
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-island-mounted', /woocommerce-general/);
    await expect(page.locator('#coming-soon-footer-banner')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('hides the banner even when the request fails', async ({ page }) => {
    await page.goto('/my-account/');
    await page.getByLabel('Username or email address').fill('admin');
    await page.locator('#password').fill('admin-demo-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    // The login's answer sets the session cookie: leaving before it lands browses /shop/ as a guest.
    await expect(page.getByRole('link', { name: 'Log out' }).first()).toBeVisible();
    await page.goto('/shop/');
    await page.route('**/wp-json/wp/v2/users/**', (route) => route.fulfill({ status: 500, body: '{}' }));
    const banner = page.locator('#coming-soon-footer-banner');
    await expect(banner).toHaveAttribute('data-island-mounted', /coming-soon-banner/);
    await banner.locator('a.coming-soon-footer-banner-dismiss').click();
    await expect(banner).toBeHidden();
  });
});
