import { expect, test, type Page, type Request } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { chooseOption } from './support/searchableSelect.ts';

// My account's forms as WooCommerce's account-i18n.js, lost-password.js and password-strength-meter.js
// drive them (docs/reference/my-account.md), with the islands that replace those scripts.

const mounted = (name: string): RegExp => new RegExp(`(^| )${name}( |$)`);
const TOO_WEAK = ' - Please enter a stronger password.';
const STRONG_PASSWORD = 'Quadcopter-Orchard-Glide-7291!';

/** Records every request for the zxcvbn chunk the page makes from now on. */
function estimatorRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/zxcvbn-[^/]+\.js/.test(request.url())) requests.push(request);
  });
  return requests;
}

async function register(page: Page, email: string): Promise<void> {
  await page.goto('/my-account/');
  const register = page.locator('form.register');
  await expect(register.getByLabel(/^Password/)).toHaveAttribute('data-island-mounted', mounted('password-strength'));
  await register.getByLabel('Email address').fill(email);
  await register.getByLabel(/^Password/).fill(STRONG_PASSWORD);
  await expect(register.getByRole('alert')).toHaveText('Strong');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Your account was created. You are now logged in.')).toBeVisible();
}

test.describe('my account', () => {
  test('registration: zxcvbn is fetched only once the password is focused, a weak password is labelled and holds Register', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const estimator = estimatorRequests(page);
    await page.goto('/my-account/');
    const form = page.locator('form.register');
    const password = form.getByLabel(/^Password/);
    await expect(password).toHaveAttribute('data-island-mounted', mounted('password-strength'));
    // Every island of the page has mounted and the network has gone quiet: nothing asked for the estimator.
    await page.waitForLoadState('networkidle');
    expect(estimator).toHaveLength(0);

    const fetched = page.waitForRequest(/\/chunks\/zxcvbn-[^/]+\.js/);
    await password.focus();
    await fetched;
    await password.pressSequentially('drone');
    const meter = form.getByRole('alert');
    await expect(meter).toHaveText(`Very weak${TOO_WEAK}`);
    await expect(meter).toHaveClass(/\bshort\b/);
    await expect(password).toHaveAttribute('aria-describedby', 'password_strength');
    await expect(form.locator('small.woocommerce-password-hint')).toContainText('at least twelve characters long');
    const submit = form.getByRole('button', { name: 'Register' });
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page, '#customer_login');

    await password.fill(STRONG_PASSWORD);
    await expect(meter).toHaveText('Strong');
    await expect(form.locator('small.woocommerce-password-hint')).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await password.fill('');
    await expect(meter).toBeHidden();
    await expect(password).not.toHaveAttribute('aria-describedby', /password_strength/);
    expect(estimator).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('edit account: a weak new password holds Save changes, a strong one saves', async ({ page }) => {
    await register(page, `pilot-${Date.now()}@example.com`);
    await page.getByRole('link', { name: 'Account details' }).click();
    const form = page.locator('form.edit-account');
    const next = form.getByLabel('New password (leave blank to leave unchanged)');
    await expect(next).toHaveAttribute('data-island-mounted', mounted('password-strength'));
    await next.fill('password1');
    const meter = form.getByRole('alert');
    await expect(meter).toHaveText(`Very weak${TOO_WEAK}`);
    const save = form.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await expectNoAxeViolations(page, 'form.edit-account');

    await form.getByLabel('Current password (leave blank to leave unchanged)').fill(STRONG_PASSWORD);
    await next.fill(`${STRONG_PASSWORD}-renewed`);
    await form.getByLabel('Confirm new password').fill(`${STRONG_PASSWORD}-renewed`);
    await expect(meter).toHaveText('Strong');
    await save.click();
    await expect(page.getByText('Account details changed successfully.')).toBeVisible();
  });

  test('lost password: Reset password is disabled once the form is sent, and the confirmation follows', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/my-account/lost-password/');
    const form = page.locator('form.lost_reset_password');
    await expect(form).toHaveAttribute('data-island-mounted', mounted('lost-password'));
    await expectNoAxeViolations(page, 'form.lost_reset_password');
    // The page leaves as the form is sent: what the button was right after the legacy-or-island handlers ran
    // (a listener on window hears 'submit' after the form's own) is reported on the console before it goes.
    const reported = page.waitForEvent('console', (message) => message.text().startsWith('reset-button-disabled:'));
    await page.evaluate(() => window.addEventListener('submit', (event) => {
      const button = (event.target as HTMLFormElement).querySelector<HTMLButtonElement>('button[type="submit"]');
      console.log(`reset-button-disabled:${String(button?.disabled)}`);
    }));
    await form.getByLabel(/^Username or email/).fill('shopper');
    await form.getByRole('button', { name: 'Reset password' }).click();
    expect((await reported).text()).toBe('reset-button-disabled:true');
    await expect(page.getByRole('alert').filter({ hasText: 'Password reset email has been sent.' })).toBeVisible();
    // account-i18n.js: the notice is focused, so a screen reader reads it first.
    await expect(page.getByRole('alert').filter({ hasText: 'Password reset email has been sent.' })).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('edit address: the country brings its states and labels without selectWoo, and the address saves', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await register(page, `surveyor-${Date.now()}@example.com`);
    await page.getByRole('link', { name: 'Addresses' }).click();
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Billing address' }) });
    await expect(page.locator('#billing_country')).toHaveAttribute('data-island-mounted', mounted('country-select'));
    await chooseOption(form.getByRole('combobox', { name: 'Country / Region' }), 'jap', 'Japan');
    await chooseOption(form.getByRole('combobox', { name: 'Prefecture' }), 'tokyo', 'Tokyo');
    await expectNoAxeViolations(page, '.woocommerce-address-fields');
    await form.getByLabel(/^First name/).fill('Aiko');
    await form.getByLabel(/^Last name/).fill('Sato');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address changed successfully.')).toBeVisible();
    await expect(page.locator('#billing_country')).toHaveValue('JP');
    await expect(page.locator('#billing_state')).toHaveValue('JP13');
    expect(errors).toEqual([]);
  });
});
