import { describe, expect, it } from 'vitest';
import { mount } from '../index.ts';

// templates/myaccount/form-lost-password.php, WooCommerce 11.0.1.
const LOST_PASSWORD_FORM = `<form method="post" class="woocommerce-ResetPassword lost_reset_password">
<p class="form-row"><label for="user_login">Username or email</label><input class="woocommerce-Input input-text" type="text" name="user_login" id="user_login" autocomplete="username" /></p>
<input type="hidden" name="wc_reset_password" value="true" />
<p class="form-row"><button type="submit" class="woocommerce-Button button" value="Reset password">Reset password</button></p></form>`;

describe('lost password form', () => {
  it('disables Reset password once the form is submitted, so a second click sends nothing', () => {
    document.body.innerHTML = LOST_PASSWORD_FORM;
    const form = document.querySelector<HTMLFormElement>('form')!;
    form.addEventListener('submit', (event) => event.preventDefault());
    mount(form);
    const button = document.querySelector<HTMLButtonElement>('button')!;
    expect(button.disabled).toBe(false);
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }));
    expect(button.disabled).toBe(true);
  });
});
