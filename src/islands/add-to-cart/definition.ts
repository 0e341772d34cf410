import type { IslandDefinition } from '../../core/scanner/types.ts';

/** On WooCommerce's loop buttons (contract s7.1); code loads when a button comes into view. */
export const definition: IslandDefinition = {
  name: 'add-to-cart',
  selector: '.add_to_cart_button.ajax_add_to_cart',
  when: 'visible',
  // The link acts as a button (contract s1.2): Enter and Space click it, once per press.
  buttons: '.add_to_cart_button.ajax_add_to_cart',
  // A click (or a key, which clicks) before the chunk arrives is held, painted as 'loading' in the
  // same frame, and completed by AJAX once it has; if the chunk fails, the link is followed.
  capture: ['click'],
  shouldCapture: (element) => element.hasAttribute('data-product_id'),
  onCapture: (element) => {
    element.classList.remove('added');
    element.classList.add('loading');
  },
  onCaptureFailed: (element) => element.classList.remove('loading'),
  load: () => import('./index.ts'),
};
