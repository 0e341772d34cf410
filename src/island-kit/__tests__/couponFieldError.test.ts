import { afterEach, describe, expect, it } from 'vitest';
import { clearCouponError, isCouponRefusal, noticeText, showCouponError } from '../couponFieldError.ts';

/** The cart's coupon block (templates/cart/cart.php) and what wc-ajax=apply_coupon answers for an expired code. */
const COUPON = '<div class="coupon"><label for="coupon_code" class="screen-reader-text">Coupon:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="expired5"> <button type="submit" name="apply_coupon">Apply coupon</button></div>';
const REFUSAL = '\n<ul class="woocommerce-error" role="alert">\n\t\t\t<li>\n\t\t\tCoupon &quot;expired5&quot; has expired.\t\t</li>\n\t</ul>\n';
const ACCEPTED = '\n\t<div class="woocommerce-message" role="alert">\n\t\tCoupon code applied successfully.\t</div>\n';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a refused coupon under its field (cart.js / checkout.js, WooCommerce 10+)', () => {
  it('tells a refusal from an acceptance by the answer\'s error classes', () => {
    expect(isCouponRefusal(REFUSAL)).toBe(true);
    expect(isCouponRefusal('<div class="wc-block-components-notice-banner is-error">x</div>')).toBe(true);
    expect(isCouponRefusal(ACCEPTED)).toBe(false);
  });

  it('reads the answer\'s text without its markup or layout whitespace', () => {
    expect(noticeText(REFUSAL, document)).toBe('Coupon "expired5" has expired.');
  });

  it('writes the message under the field, which is marked invalid and described by it', () => {
    document.body.innerHTML = COUPON;
    const field = document.querySelector<HTMLInputElement>('#coupon_code')!;
    const note = showCouponError(field, document.querySelector('.coupon')!, 'Coupon "expired5" has expired.', { tag: 'p', live: false })!;
    expect(note.outerHTML).toBe('<p class="coupon-error-notice" id="coupon-error-notice">Coupon "expired5" has expired.</p>');
    expect(field.classList.contains('has-error')).toBe(true);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('coupon-error-notice');
  });

  it('makes the message an alert when asked, and replaces an earlier one', () => {
    document.body.innerHTML = COUPON;
    const field = document.querySelector<HTMLInputElement>('#coupon_code')!;
    const wrapper = document.querySelector('.coupon')!;
    showCouponError(field, wrapper, 'First.', { tag: 'span', live: false });
    showCouponError(field, wrapper, 'Second.', { tag: 'span', live: true });
    expect([...document.querySelectorAll('.coupon-error-notice')].map((n) => `${n.tagName}:${n.getAttribute('role')}:${n.textContent}`)).toEqual(['SPAN:alert:Second.']);
  });

  it('writes nothing for an empty message, and clearing takes the marks back', () => {
    document.body.innerHTML = COUPON;
    const field = document.querySelector<HTMLInputElement>('#coupon_code')!;
    expect(showCouponError(field, document.querySelector('.coupon')!, '', { tag: 'p', live: false })).toBeNull();
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    showCouponError(field, document.querySelector('.coupon')!, 'No.', { tag: 'p', live: false });
    clearCouponError(field);
    expect(document.querySelector('.coupon-error-notice')).toBeNull();
    expect(field.hasAttribute('aria-invalid') || field.hasAttribute('aria-describedby') || field.classList.contains('has-error')).toBe(false);
  });
});
