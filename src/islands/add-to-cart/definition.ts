import type { IslandDefinition } from '../../core/scanner/types.ts';

const activatesButton = (event: Event): boolean =>
  event.type === 'click' || (event.type === 'keydown' && (event as KeyboardEvent).key === ' ');

/** On WooCommerce's loop buttons (contract s7.1); code loads when a button comes into view. */
export const definition: IslandDefinition = {
  name: 'add-to-cart',
  selector: '.add_to_cart_button.ajax_add_to_cart',
  when: 'visible',
  // A click (or Space on the link-button) before the chunk arrives is held, painted as 'loading' in
  // the same frame, and completed by AJAX once it has; if the chunk fails, the link is followed.
  capture: ['click', 'keydown'],
  shouldCapture: (element, event) => element.hasAttribute('data-product_id') && activatesButton(event),
  onCapture: (element) => {
    element.classList.remove('added');
    element.classList.add('loading');
  },
  onCaptureFailed: (element) => element.classList.remove('loading'),
  load: () => import('./index.ts'),
};
