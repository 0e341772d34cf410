import { formFields } from '../../../core/http/index.ts';
import { applyCoupon } from './cartCoupons.ts';
import type { CartPage } from './createCartPage.ts';

/** The cart form's and the shipping calculator's submits: the submit handler. */
export function cartFormSubmit(page: CartPage): (event: SubmitEvent) => void {
  return (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (form.matches('form.woocommerce-shipping-calculator')) {
      event.preventDefault();
      const data = formFields(form);
      data.set('calc_shipping', 'x');
      void page.busy(() => page.postCartForm(form, data), () => form.submit(), form);
      return;
    }
    if (!form.matches('.woocommerce-cart-form') || !form.querySelector('.woocommerce-cart-form__contents')) return;
    const submitter = event.submitter;
    const active = page.doc.activeElement;
    // Enter in a quantity field submits with the first button (Apply coupon): cart.js looks at the focus too.
    if (submitter?.getAttribute('name') === 'update_cart' || active?.matches('input.qty')) {
      event.preventDefault();
      const data = formFields(form);
      data.set('update_cart', 'Update Cart');
      void page.busy(() => page.postCartForm(form, data), () => form.submit());
    } else if (submitter?.getAttribute('name') === 'apply_coupon' || active?.matches('#coupon_code')) {
      event.preventDefault();
      const input = form.querySelector<HTMLInputElement>('#coupon_code');
      if (input) applyCoupon(page, input);
    }
  };
}
