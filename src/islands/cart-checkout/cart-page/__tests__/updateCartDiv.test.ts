import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../../core/events/index.ts';
import { updateCartDiv } from '../updateCartDiv.ts';

/** The real WooCommerce 11 classic cart page, without its scripts and stylesheets (happy-dom would fetch them). */
const CART_HTML = readFileSync(resolve(import.meta.dirname, '../../../../../fixtures/real-wc/cart-classic.html'), 'utf8')
  .replace(/<script[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*>/g, '');
const body = (html: string): string => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';

/** The same page after the last line was removed: WooCommerce's empty-cart block, with the removal notice. */
const EMPTIED = `<html><body><div class="woocommerce"><div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">&ldquo;Nozzle&rdquo; removed. <a href="/cart/?undo_item=k" class="restore-item">Undo?</a></div></div>
<div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div></div></body></html>`;

afterEach(() => {
  document.body.innerHTML = '';
});

/** DOM listeners on body, as a theme's script would add them. */
function recordEvents(names: string[]): string[] {
  const seen: string[] = [];
  for (const name of names) document.body.addEventListener(name, () => seen.push(name));
  return seen;
}

describe('updateCartDiv (cart.js update_wc_div) on the real cart page', () => {
  it('replaces the cart form and totals with the answer\'s, disables Update cart and says so in order', () => {
    document.body.innerHTML = body(CART_HTML);
    const seen = recordEvents(['updated_cart_totals', 'updated_wc_div', 'wc_cart_emptied']);
    const answer = CART_HTML.replace('Cart totals', 'Cart totals (new)');
    const oldForm = document.querySelector('.woocommerce-cart-form');
    updateCartDiv(document, answer, createEventBus());
    expect(document.querySelector('.woocommerce-cart-form')).not.toBe(oldForm);
    expect(document.querySelector('.cart_totals h2')?.textContent).toBe('Cart totals (new)');
    expect(document.querySelector<HTMLButtonElement>('[name="update_cart"]')?.disabled).toBe(true);
    expect(seen).toEqual(['updated_cart_totals', 'updated_wc_div']);
  });

  it('swaps in the empty-cart block with the removal notice and its Undo link', () => {
    document.body.innerHTML = body(CART_HTML);
    const seen = recordEvents(['updated_wc_div', 'wc_cart_emptied']);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    updateCartDiv(document, EMPTIED, createEventBus());
    expect(document.querySelector('.woocommerce-cart-form')).toBeNull();
    expect(document.querySelector('.wc-empty-cart-message')?.textContent).toContain('Your cart is currently empty.');
    expect(document.querySelectorAll('.cart-empty')).toHaveLength(1);
    expect(document.querySelector('.restore-item')?.getAttribute('href')).toBe('/cart/?undo_item=k');
    expect(seen).toEqual(['wc_cart_emptied', 'updated_wc_div']);
  });

  it('keeps a refused coupon\'s code and message when notices are kept, focusing the field and saying the message as an alert', () => {
    document.body.innerHTML = body(CART_HTML);
    const field = document.querySelector<HTMLInputElement>('#coupon_code')!;
    field.value = 'expired5';
    document.querySelector('.coupon')!.insertAdjacentHTML('beforeend', '<p class="coupon-error-notice" id="coupon-error-notice">Coupon "expired5" has expired.</p>');
    updateCartDiv(document, CART_HTML, createEventBus(), true);
    const fresh = document.querySelector<HTMLInputElement>('#coupon_code')!;
    expect(fresh).not.toBe(field);
    expect(fresh.value).toBe('expired5');
    expect(document.activeElement).toBe(fresh);
    expect(fresh.getAttribute('aria-describedby')).toBe('coupon-error-notice');
    expect(fresh.getAttribute('aria-invalid')).toBe('true');
    const notes = document.querySelectorAll('.coupon-error-notice');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.getAttribute('role')).toBe('alert');
    expect(notes[0]!.parentElement!.classList.contains('coupon')).toBe(true);
  });

  it('drops a refused coupon\'s message when notices are not kept', () => {
    document.body.innerHTML = body(CART_HTML);
    document.querySelector('.coupon')!.insertAdjacentHTML('beforeend', '<p class="coupon-error-notice" id="coupon-error-notice">No.</p>');
    updateCartDiv(document, CART_HTML, createEventBus());
    expect(document.querySelector('.coupon-error-notice')).toBeNull();
    expect(document.querySelector('#coupon_code')!.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows a message the answer prints twice once (cart.js remove_duplicate_notices)', () => {
    document.body.innerHTML = body(CART_HTML);
    const twice = CART_HTML.replace('<div class="woocommerce-notices-wrapper"></div>',
      '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">Cart updated.</div><div class="woocommerce-message" role="alert">Cart updated.</div></div>');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    updateCartDiv(document, twice, createEventBus());
    expect([...document.querySelectorAll('.woocommerce-message')].map((n) => n.textContent)).toEqual(['Cart updated.']);
  });
});
