/**
 * Whether WordPress's Interactivity API drives this element itself: it is a store's region
 * (`data-wp-interactive`) or binds an event (`data-wp-on--click`, `data-wp-on-async--change`, ...).
 * WooCommerce's blocks print the classic class names on such elements (the Product Button's
 * `<button class="add_to_cart_button ajax_add_to_cart">`, the Catalog Sorting block's
 * `form.woocommerce-ordering`) and handle them through the Store API: an island mounted there
 * would act on the same click twice (issue #28). Only the element's own attributes count, so
 * classic markup inside a block's region (a gallery in an enhanced query loop) is still ours.
 */
export function isInteractivityElement(element: Element): boolean {
  if (element.hasAttribute('data-wp-interactive')) return true;
  for (const name of element.getAttributeNames()) if (name.startsWith('data-wp-on-')) return true;
  return false;
}
