import { describe, expect, it } from 'vitest';
import { mount } from '../index.ts';

// templates/myaccount/form-login.php v6.0.0: the login password row, with the captcha slot after it.
const LOGIN_FORM = `<div class="woocommerce"><form class="woocommerce-form woocommerce-form-login login" method="post">
<p class="woocommerce-form-row form-row"><label for="password">Password</label>
<input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" /></p>
<div class="captcha-slot" id="captcha"></div>
</form></div>`;
// Checkout's account password: woocommerce_form_field wraps the control in span.woocommerce-input-wrapper.
const CHECKOUT_PASSWORD = `<div class="woocommerce"><form class="checkout"><p class="form-row"><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" /></span></p></form></div>`;

describe('password toggle', () => {
  it('wraps the field in span.password-input with a Show password button, leaving the captcha slot alone', () => {
    document.body.innerHTML = LOGIN_FORM;
    const input = document.querySelector<HTMLInputElement>('#password')!;
    mount(input);
    const wrapper = input.parentElement!;
    expect(wrapper.className).toBe('password-input');
    const button = wrapper.querySelector('button.show-password-input')!;
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-label')).toBe('Show password');
    expect(button.getAttribute('aria-describedby')).toBe('password');
    expect(document.querySelector('#captcha')?.parentElement?.tagName).toBe('FORM');
  });

  it('shows and hides the password, switching the label and keeping focus and caret in the field', () => {
    document.body.innerHTML = LOGIN_FORM;
    const input = document.querySelector<HTMLInputElement>('#password')!;
    mount(input);
    input.value = 'secret-pass';
    input.focus();
    input.setSelectionRange(3, 3);
    const button = document.querySelector<HTMLButtonElement>('button.show-password-input')!;
    button.click();
    expect(input.type).toBe('text');
    expect(button.classList.contains('display-password')).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Hide password');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(3);
    button.click();
    expect(input.type).toBe('password');
    expect(button.getAttribute('aria-label')).toBe('Show password');
    expect(button.classList.contains('display-password')).toBe(false);
  });

  it('keeps focus and caret in a field the shopper is typing in when it mounts', () => {
    document.body.innerHTML = LOGIN_FORM;
    const input = document.querySelector<HTMLInputElement>('#password')!;
    input.focus();
    input.value = 'secr';
    input.setSelectionRange(4, 4);
    mount(input);
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
  });

  it('reuses the parent span of a checkout password instead of adding one', () => {
    document.body.innerHTML = CHECKOUT_PASSWORD;
    const input = document.querySelector<HTMLInputElement>('#account_password')!;
    mount(input);
    expect(input.parentElement?.className).toBe('woocommerce-input-wrapper password-input');
    expect(document.querySelectorAll('span.password-input')).toHaveLength(1);
  });

  it('takes its labels from woocommerce_params', () => {
    (globalThis as Record<string, unknown>)['woocommerce_params'] = { i18n_password_show: 'Mostrar', i18n_password_hide: 'Ocultar' };
    try {
      document.body.innerHTML = LOGIN_FORM;
      mount(document.querySelector<HTMLInputElement>('#password')!);
      const button = document.querySelector<HTMLButtonElement>('button.show-password-input')!;
      expect(button.getAttribute('aria-label')).toBe('Mostrar');
      button.click();
      expect(button.getAttribute('aria-label')).toBe('Ocultar');
    } finally {
      delete (globalThis as Record<string, unknown>)['woocommerce_params'];
    }
  });

  it('removes its button and hides the password again on unmount', () => {
    document.body.innerHTML = LOGIN_FORM;
    const input = document.querySelector<HTMLInputElement>('#password')!;
    const unmount = mount(input);
    document.querySelector<HTMLButtonElement>('button.show-password-input')!.click();
    unmount();
    expect(document.querySelector('button.show-password-input')).toBeNull();
    expect(input.type).toBe('password');
  });
});
