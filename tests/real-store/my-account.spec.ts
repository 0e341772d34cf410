import { expect, test, type Page } from '@playwright/test';
import { collectScriptErrors, expectMode, mode, skipMessage } from './support/realStore.ts';
import { logInToWordPress } from '../wordpress/support/logIn.ts';

// My account on the real store, with the plugin and, as control, without it: no jQuery with the plugin, and
// the strength meter, the lost password form and the alert focus behave alike both ways
// (docs/reference/my-account.md).
test.skip(!process.env.REALSTORE_URL, skipMessage);

const TOO_WEAK = ' - Please enter a stronger password.';
const ZXCVBN = /\/(chunks\/zxcvbn-[^/]+|wp-includes\/js\/zxcvbn\.min)\.js/;

async function jqueryOnPage(page: Page): Promise<boolean> {
  await page.waitForLoadState('load');
  return page.evaluate(() => 'jQuery' in window || document.querySelector('script[src*="/jquery/jquery"]') !== null);
}

/** Reports, on the console, what the form's submit button was right after the page's own submit handlers ran. */
async function reportSubmitButton(page: Page): Promise<() => Promise<string>> {
  const reported = page.waitForEvent('console', (message) => message.text().startsWith('submit-disabled:'));
  await page.evaluate(() => window.addEventListener('submit', (event) => {
    const button = (event.target as HTMLFormElement).querySelector<HTMLButtonElement>('button[type="submit"]');
    console.log(`submit-disabled:${String(button?.disabled)}`);
  }));
  return async () => (await reported).text();
}

test(`[${mode}] my account, lost password and edit account print ${mode === 'plugin' ? 'no jQuery' : 'jQuery'}`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  for (const path of ['/my-account/', '/my-account/lost-password/']) {
    await page.goto(path);
    await expectMode(page);
    expect(await jqueryOnPage(page), path).toBe(mode === 'legacy');
  }
  await logInToWordPress(page);
  await page.goto('/my-account/edit-account/');
  await expectMode(page);
  expect(await jqueryOnPage(page)).toBe(mode === 'legacy');
  expect(errors).toEqual([]);
});

test(`[${mode}] edit account: a weak new password is labelled and holds Save changes; a strong one frees it`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await logInToWordPress(page);
  const estimator: string[] = [];
  page.on('request', (request) => {
    if (ZXCVBN.test(request.url())) estimator.push(request.url());
  });
  await page.goto('/my-account/edit-account/');
  await expectMode(page);
  await page.waitForLoadState('load');
  const form = page.locator('form.edit-account');
  const next = form.getByLabel('New password (leave blank to leave unchanged)');
  if (mode === 'plugin') {
    await expect(next).toHaveAttribute('data-island-mounted', /password-strength/);
    // The estimator waits for the shopper: nothing fetched it before the field is focused.
    await page.waitForLoadState('networkidle');
    expect(estimator).toEqual([]);
    const fetched = page.waitForRequest(ZXCVBN);
    await next.focus();
    await fetched;
  } else {
    // zxcvbn-async fetches WordPress's copy at the load event; the meter says nothing until it is in.
    await page.waitForFunction(() => 'zxcvbn' in window);
    await next.focus();
  }
  await next.pressSequentially('drone');
  const meter = form.locator('#password_strength');
  await expect(meter).toHaveText(`Very weak${TOO_WEAK}`);
  await expect(meter).toHaveAttribute('role', 'alert');
  await expect(form.locator('.woocommerce-password-hint')).toBeVisible();
  const save = form.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await next.fill('');
  await next.pressSequentially('Quadcopter-Orchard-Glide-7291!');
  await expect(meter).toHaveText('Strong');
  await expect(save).toBeEnabled();
  expect(estimator).toHaveLength(1);
  expect(errors).toEqual([]);
});

test(`[${mode}] lost password: Reset password is disabled once sent, and the error that follows is focused`, async ({ page }) => {
  const errors = collectScriptErrors(page);
  await page.goto('/my-account/lost-password/');
  await expectMode(page);
  await page.waitForLoadState('load');
  const form = page.locator('form.lost_reset_password');
  if (mode === 'plugin') await expect(form).toHaveAttribute('data-island-mounted', /lost-password/);
  const submitState = await reportSubmitButton(page);
  // An account name nobody has: WooCommerce answers with an error and sends no email.
  await form.getByLabel(/^Username or email/).fill('nobody-wc-islands');
  await form.getByRole('button', { name: 'Reset password' }).click();
  expect(await submitState()).toBe('submit-disabled:true');
  const error = page.locator('.woocommerce-error[role="alert"]');
  await expect(error).toContainText('Invalid username or email.');
  await expect(error).toBeFocused();
  expect(errors).toEqual([]);
});
