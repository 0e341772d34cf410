import { afterEach, describe, expect, it } from 'vitest';
import { linkMessagesToFields, removeInlineErrors, showInlineErrors } from '../inlineErrors.ts';

/** A checkout form with two billing rows, and the error list wc-ajax=checkout answers (notices/error.php with data-id). */
const FORM = `<form class="checkout woocommerce-checkout">
<p class="form-row validate-required" id="billing_first_name_field"><label for="billing_first_name">First name</label><span class="woocommerce-input-wrapper"><input class="input-text" id="billing_first_name" name="billing_first_name" value=""></span></p>
<p class="form-row validate-required" id="billing_email_field"><label for="billing_email">Email address</label><span class="woocommerce-input-wrapper"><input class="input-text" id="billing_email" name="billing_email" value=""></span></p>
</form>`;
const ANSWER = `<div class="woocommerce-NoticeGroup"><ul class="woocommerce-error">
<li data-id="billing_first_name"><strong>Billing First name</strong> is a required field.</li>
<li data-id="nowhere">Billing Nowhere is a required field.</li>
<li>Invalid payment method.</li>
</ul></div>`;

afterEach(() => {
  document.body.innerHTML = '';
});

function setUp(): { form: HTMLFormElement; group: HTMLElement } {
  document.body.innerHTML = FORM + ANSWER;
  return { form: document.querySelector('form')!, group: document.querySelector<HTMLElement>('.woocommerce-NoticeGroup')! };
}

describe('a failed place order\'s messages (checkout.js, WooCommerce 9.9+)', () => {
  it('writes a named field\'s message under it and marks the field invalid and described by it', () => {
    const { form, group } = setUp();
    showInlineErrors(form, group);
    const message = document.getElementById('billing_first_name_description')!;
    expect(message.className).toBe('checkout-inline-error-message');
    expect(message.textContent).toBe('Billing First name is a required field.');
    expect(message.parentElement!.id).toBe('billing_first_name_field');
    const field = document.getElementById('billing_first_name')!;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('billing_first_name_description');
  });

  it('writes nothing for a message naming no field on the page, or naming none', () => {
    const { form, group } = setUp();
    showInlineErrors(form, group);
    expect(document.querySelectorAll('.checkout-inline-error-message')).toHaveLength(1);
    expect(document.getElementById('billing_email')!.hasAttribute('aria-invalid')).toBe(false);
  });

  it('turns each message naming a field into a link to it, keeping its markup', () => {
    const { group } = setUp();
    linkMessagesToFields(group);
    const link = group.querySelector('li[data-id="billing_first_name"] > a')!;
    expect(link.getAttribute('href')).toBe('#billing_first_name');
    expect(link.innerHTML).toBe('<strong>Billing First name</strong> is a required field.');
    expect(group.querySelector('li:not([data-id]) a')).toBeNull();
  });

  it('finds fields by id, so an id from the answer is never read as a selector', () => {
    document.body.innerHTML = `${FORM}<div class="g"><ul><li data-id="x),*,(y">Broken.</li></ul></div>`;
    expect(() => showInlineErrors(document.querySelector('form')!, document.querySelector('.g')!)).not.toThrow();
    expect(document.querySelectorAll('.checkout-inline-error-message')).toHaveLength(0);
  });

  it('removes every inline message at once', () => {
    const { form, group } = setUp();
    showInlineErrors(form, group);
    removeInlineErrors(document);
    expect(document.querySelectorAll('.checkout-inline-error-message')).toHaveLength(0);
  });
});
