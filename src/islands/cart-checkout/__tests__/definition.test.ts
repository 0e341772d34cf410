import { afterEach, describe, expect, it } from 'vitest';
import { definition } from '../definition.ts';

/** A classic cart page's controls (templates/cart/cart.php, cart-totals.php) and a product link. */
const CART = `<form class="woocommerce-cart-form"><table class="woocommerce-cart-form__contents"><tr class="cart_item">
<td class="product-remove"><a role="button" class="remove" href="/cart/?remove_item=k">×</a></td>
<td class="product-name"><a href="/product/nozzle/">Nozzle</a></td>
<td><input class="input-text qty" type="number" name="cart[k][qty]" value="1"></td></tr>
<tr><td class="actions"><input id="coupon_code" name="coupon_code"><button type="submit" name="apply_coupon">Apply coupon</button>
<button type="submit" name="update_cart">Update cart</button><button type="submit" name="other">Other</button></td></tr></table></form>
<div class="cart_totals"><a href="#" class="shipping-calculator-button" role="button">Change address</a><a role="button" class="woocommerce-remove-coupon" href="/cart/?remove_coupon=drone10" data-coupon="drone10">[Remove]</a></div>`;

afterEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
});

function captures(event: Event, element: HTMLElement = document.body): boolean {
  return definition.shouldCapture!(element, event);
}

function click(selector: string, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: document.querySelector(selector) });
  return event;
}

function submit(submitter: string | null): SubmitEvent {
  const button = submitter === null ? null : document.querySelector<HTMLElement>(`[name="${submitter}"]`);
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
  Object.defineProperty(event, 'target', { value: document.querySelector('form') });
  return event;
}

describe('cart-checkout holds the cart page\'s actions made before its code arrives', () => {
  it('holds a plain click on a line\'s remove link and on a coupon\'s [Remove]', () => {
    document.body.innerHTML = CART;
    expect(captures(click('.product-remove a'))).toBe(true);
    expect(captures(click('a.woocommerce-remove-coupon'))).toBe(true);
    expect(captures(click('a.shipping-calculator-button'))).toBe(true);
  });

  it('leaves other links, and clicks meant for a new tab, to the browser', () => {
    document.body.innerHTML = CART;
    expect(captures(click('.product-name a'))).toBe(false);
    expect(captures(click('.product-remove a', { ctrlKey: true }))).toBe(false);
  });

  it('holds Update cart and Apply coupon, not another submit button', () => {
    document.body.innerHTML = CART;
    expect(captures(submit('update_cart'))).toBe(true);
    expect(captures(submit('apply_coupon'))).toBe(true);
    expect(captures(submit('other'))).toBe(false);
  });

  it('holds nothing on the checkout form, whose plain submission the server answers', () => {
    document.body.innerHTML = `<form class="checkout">${CART}</form>`;
    expect(captures(click('a.woocommerce-remove-coupon'), document.querySelector<HTMLElement>('form.checkout')!)).toBe(false);
  });
});

describe('cart-checkout before its code arrives on the checkout (issue #31)', () => {
  const CHECKOUT = `<div class="woocommerce-form-coupon-toggle"><a href="#" class="showcoupon">Click here to enter your code</a></div>
<div class="woocommerce-form-login-toggle"><a href="#" class="showlogin">Click here to login</a></div>
<form class="checkout"><p class="form-row validate-required"><input class="input-text" id="billing_first_name"></p>
<a class="woocommerce-remove-coupon" href="#">[Remove]</a><button type="submit" id="place_order">Place order</button></form>`;
  const form = (): HTMLElement => document.querySelector<HTMLElement>('form.checkout')!;

  it('holds a plain click on the coupon and login toggles, not one meant for a new tab', () => {
    document.body.innerHTML = CHECKOUT;
    expect(captures(click('a.showcoupon'), form())).toBe(true);
    expect(captures(click('a.showlogin'), form())).toBe(true);
    expect(captures(click('a.showcoupon', { metaKey: true }), form())).toBe(false);
  });

  it('holds a field\'s blur and change, and leaves clicks and the submission inside the form to the browser', () => {
    document.body.innerHTML = CHECKOUT;
    const blur = new FocusEvent('focusout', { bubbles: true });
    Object.defineProperty(blur, 'target', { value: document.querySelector('#billing_first_name') });
    expect(captures(blur, form())).toBe(true);
    expect(captures(click('#place_order'), form())).toBe(false);
    expect(captures(submit(null), form())).toBe(false);
  });
});

describe('cart-checkout paints cart.js\'s first state when the scan finds the cart', () => {
  it('disables Update cart until the shopper edits the cart, whether or not the island ever mounts', () => {
    document.body.innerHTML = CART;
    definition.prepare!(document.body);
    const update = document.querySelector<HTMLButtonElement>('[name="update_cart"]')!;
    expect(update.disabled).toBe(true);
    const quantity = document.querySelector<HTMLInputElement>('input.qty')!;
    quantity.value = '2';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    expect(update.disabled).toBe(false);
  });

  it('leaves the checkout form as it is', () => {
    document.body.innerHTML = `<form class="checkout"><button type="submit" name="woocommerce_checkout_place_order">Place order</button></form>`;
    const form = document.querySelector<HTMLElement>('form.checkout')!;
    definition.prepare!(form);
    expect(form.querySelector('button')!.disabled).toBe(false);
  });
});
