import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../index.ts';

// The estimator is zxcvbn's score; here a stand-in: the score is the password's length / 4, capped at 4.
const load = vi.hoisted(() => ({ resolve: null as null | (() => void), failNext: false }));
vi.mock('../loadEstimator.ts', () => ({
  loadEstimator: vi.fn(() => new Promise((resolve, reject) => {
    if (load.failNext) {
      load.failNext = false;
      reject(new Error('offline'));
      return;
    }
    load.resolve = () => resolve((password: string) => Math.min(4, Math.floor(password.length / 4)));
  })),
}));

// templates/myaccount/form-login.php (registration with a password field), WooCommerce 11.0.1.
const REGISTER_FORM = `<form method="post" class="woocommerce-form woocommerce-form-register register">
<p class="form-row"><label for="reg_password">Password</label><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password" id="reg_password" autocomplete="new-password" /></p>
<p class="form-row"><button type="submit" class="woocommerce-Button button" name="register" value="Register">Register</button></p></form>`;
// templates/checkout/form-billing.php: the account password, with the meter not enforced at checkout by default.
const CHECKOUT_FORM = `<form class="checkout woocommerce-checkout"><p class="form-row"><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" /></span></p>
<button type="submit" class="button alt" id="place_order">Place order</button></form>`;

const PARAMS = { min_password_strength: '3', stop_checkout: '', i18n_password_error: 'Please enter a stronger password.', i18n_password_hint: 'Hint: use twelve characters.' };

function type(field: HTMLInputElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('password strength meter', () => {
  beforeEach(() => {
    vi.stubGlobal('wc_password_strength_meter_params', PARAMS);
    load.resolve = null;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('fetches the estimator on focus, then labels a weak password, shows the hint and disables Register', async () => {
    document.body.innerHTML = REGISTER_FORM;
    const field = document.querySelector<HTMLInputElement>('#reg_password')!;
    mount(field);
    field.focus();
    load.resolve!();
    await settle();
    type(field, 'abcd');
    const meter = document.querySelector('#password_strength')!;
    expect(meter.getAttribute('role')).toBe('alert');
    expect(meter.className).toBe('woocommerce-password-strength bad');
    expect(meter.textContent).toBe('Weak - Please enter a stronger password.');
    expect(meter.nextElementSibling?.textContent).toBe('Hint: use twelve characters.');
    expect(field.getAttribute('aria-describedby')).toBe('password_strength');
    const register = document.querySelector<HTMLButtonElement>('button[name="register"]')!;
    expect(register.disabled).toBe(true);
    expect(register.classList.contains('disabled')).toBe(true);

    type(field, 'abcdefghijkl');
    expect(meter.textContent).toBe('Medium');
    expect(document.querySelector('.woocommerce-password-hint')).toBeNull();
    expect(register.disabled).toBe(false);
  });

  it('scores what was typed before the estimator arrived, blocking nothing meanwhile', async () => {
    document.body.innerHTML = REGISTER_FORM;
    const field = document.querySelector<HTMLInputElement>('#reg_password')!;
    mount(field);
    field.focus();
    type(field, 'ab');
    const register = document.querySelector<HTMLButtonElement>('button[name="register"]')!;
    expect(document.querySelector('#password_strength')!.textContent).toBe('');
    expect(register.disabled).toBe(false);
    load.resolve!();
    await settle();
    expect(document.querySelector('#password_strength')!.textContent).toBe('Very weak - Please enter a stronger password.');
    expect(register.disabled).toBe(true);
  });

  it('hides the meter and frees the button when the field is emptied', async () => {
    document.body.innerHTML = REGISTER_FORM;
    const field = document.querySelector<HTMLInputElement>('#reg_password')!;
    mount(field);
    field.focus();
    load.resolve!();
    await settle();
    type(field, 'abc');
    type(field, '');
    expect(document.querySelector<HTMLElement>('#password_strength')!.style.display).toBe('none');
    expect(field.hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelector<HTMLButtonElement>('button[name="register"]')!.disabled).toBe(false);
  });

  it('labels the checkout\'s account password without holding Place order, unless the store enforces it', async () => {
    document.body.innerHTML = CHECKOUT_FORM;
    const field = document.querySelector<HTMLInputElement>('#account_password')!;
    const unmount = mount(field);
    field.focus();
    load.resolve?.();
    await settle();
    type(field, 'abc');
    expect(document.querySelector('#password_strength')!.textContent).toBe('Very weak - Please enter a stronger password.');
    expect(document.querySelector<HTMLButtonElement>('#place_order')!.disabled).toBe(false);
    unmount();
    vi.stubGlobal('wc_password_strength_meter_params', { ...PARAMS, stop_checkout: '1' });
    mount(field);
    load.resolve!();
    await settle();
    type(field, 'abcd');
    expect(document.querySelector<HTMLButtonElement>('#place_order')!.disabled).toBe(true);
  });

  it('leaves a button another script disabled alone when the password becomes strong enough', async () => {
    document.body.innerHTML = REGISTER_FORM;
    const field = document.querySelector<HTMLInputElement>('#reg_password')!;
    const register = document.querySelector<HTMLButtonElement>('button[name="register"]')!;
    register.disabled = true;
    mount(field);
    field.focus();
    load.resolve!();
    await settle();
    type(field, 'abcdefghijklmnop');
    expect(register.disabled).toBe(true);
  });

  it('tries the estimator again on the next focus when it failed to load', async () => {
    document.body.innerHTML = REGISTER_FORM;
    const field = document.querySelector<HTMLInputElement>('#reg_password')!;
    mount(field);
    load.failNext = true;
    field.focus();
    await settle();
    type(field, 'abc');
    expect(document.querySelector<HTMLButtonElement>('button[name="register"]')!.disabled).toBe(false);
    field.blur();
    field.focus();
    load.resolve!();
    await settle();
    expect(document.querySelector('#password_strength')!.textContent).toBe('Very weak - Please enter a stronger password.');
  });
});
