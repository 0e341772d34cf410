/** What the add button says about the current choice (WooCommerce's classes on .single_add_to_cart_button). */
export type ButtonState = 'selection-needed' | 'unavailable' | 'ready';

/**
 * onHide / onShow: the button keeps WooCommerce's classes (themes style them, plugins test them)
 * and also says it to assistive technology with aria-disabled; it stays focusable and clickable so
 * a press can explain what is missing.
 */
export function setButtonState(form: Element, state: ButtonState): void {
  const button = form.querySelector('.single_add_to_cart_button');
  const wrap = form.querySelector('.woocommerce-variation-add-to-cart');
  button?.classList.toggle('disabled', state !== 'ready');
  button?.classList.toggle('wc-variation-selection-needed', state === 'selection-needed');
  button?.classList.toggle('wc-variation-is-unavailable', state === 'unavailable');
  if (state === 'ready') button?.removeAttribute('aria-disabled');
  else button?.setAttribute('aria-disabled', 'true');
  wrap?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'ready');
  wrap?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'ready');
}

export function buttonState(form: Element): ButtonState {
  const button = form.querySelector('.single_add_to_cart_button');
  if (!button?.classList.contains('disabled')) return 'ready';
  return button.classList.contains('wc-variation-is-unavailable') ? 'unavailable' : 'selection-needed';
}
