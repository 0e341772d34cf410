import { ajaxEndpoint } from '../../../core/cart/ajaxEndpoint.ts';
import { parseHtml } from '../../../core/checkout/index.ts';
import { request } from '../../../core/http/index.ts';
import { clearCouponError } from '../../../island-kit/couponFieldError.ts';
import type { CartPage } from './createCartPage.ts';
import { replaceTotals } from './updateCartDiv.ts';

/** cart.js update_shipping_method: the chosen rates sent, the totals replaced. */
function shippingMethod(page: CartPage): void {
  const { doc, bus } = page;
  const data = new URLSearchParams({ security: page.config.updateShippingMethodNonce });
  doc.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]')
    .forEach((f) => data.set(`shipping_method[${f.dataset.index ?? '0'}]`, f.value));
  void page.busy(async () => {
    const answer = await request(ajaxEndpoint(page.config.wcAjaxUrl, 'update_shipping_method'), { form: data });
    if (!answer.ok) return false;
    replaceTotals(doc, parseHtml(answer.value, doc).querySelector('.cart_totals'), bus);
    bus.emit('updated_shipping_method');
    return true;
  }, () => window.location.reload());
}

/**
 * Edits in the cart: a shipping rate chosen, a quantity changed (cart.js input_changed: 'Update cart'
 * becomes usable), the coupon code edited (cart.js remove_coupon_error: the refusal under it goes).
 */
export function bindCartFieldChanges(page: CartPage): () => void {
  const { doc } = page;
  const enableUpdate = (): void => page.cartForm()?.querySelector('[name="update_cart"]')?.removeAttribute('disabled');
  const onChange = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.matches('select.shipping_method, input[name^="shipping_method"]')) shippingMethod(page);
    else if (target.matches('#coupon_code')) clearCouponError(target as HTMLInputElement);
    else if (target.closest('.woocommerce-cart-form .cart_item')) enableUpdate();
  };
  const onInput = (event: Event): void => {
    if (!(event.target instanceof Element)) return;
    if (event.target.closest('.woocommerce-cart-form .cart_item')) enableUpdate();
    else if (event.target.matches('#coupon_code')) clearCouponError(event.target as HTMLInputElement);
  };
  // cart.js disables 'Update cart' at init; a quantity changed while this code loaded keeps it usable.
  const edited = [...doc.querySelectorAll<HTMLInputElement>('.woocommerce-cart-form input.qty')].some((q) => q.value !== q.defaultValue);
  page.cartForm()?.querySelector('[name="update_cart"]')?.toggleAttribute('disabled', !edited);
  doc.addEventListener('change', onChange);
  doc.addEventListener('input', onInput);
  return () => {
    doc.removeEventListener('change', onChange);
    doc.removeEventListener('input', onInput);
  };
}
