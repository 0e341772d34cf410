import { isShown } from './slide.ts';

/**
 * jQuery's show() without jQuery (woocommerce.js shows the store notice so): the inline `display:none` goes, and
 * where a stylesheet still hides the element (WooCommerce's own woocommerce.css hides the store notice until its
 * script shows it, and themes such as Astra load it) the element gets `display: block`, as jQuery gives a
 * block-level element.
 */
export function show(element: HTMLElement): void {
  element.style.display = '';
  if (!isShown(element)) element.style.display = 'block';
}
