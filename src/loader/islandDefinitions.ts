import type { IslandDefinition } from '../core/scanner/types.ts';

const hasProductId = (element: HTMLElement): boolean => element.hasAttribute('data-product_id');

/** A click, or Space on the link-button (WooCommerce renders it with role=button). */
const activatesButton = (event: Event): boolean =>
  event.type === 'click' || (event.type === 'keydown' && (event as KeyboardEvent).key === ' ');

/**
 * Every island the bundle knows: where it mounts (the markup WooCommerce, Storefront and Jetpack
 * already print) and when its code loads. The imports are lazy: each island is its own chunk.
 */
export const islandDefinitions: readonly IslandDefinition[] = [
  {
    name: 'add-to-cart',
    selector: '.add_to_cart_button.ajax_add_to_cart',
    when: 'visible',
    // A click before the chunk arrives is held, shown as 'loading' in the same frame, and completed by AJAX.
    capture: ['click', 'keydown'],
    shouldCapture: (element, event) => hasProductId(element) && activatesButton(event),
    onCapture: (element) => {
      element.classList.remove('added');
      element.classList.add('loading');
    },
    onCaptureFailed: (element) => element.classList.remove('loading'),
    load: () => import('../islands/add-to-cart/index.ts'),
  },
  {
    name: 'mini-cart',
    selector: '.widget_shopping_cart',
    when: 'idle',
    capture: ['click'],
    shouldCapture: (_element, event) => event.target instanceof Element && event.target.closest('.remove_from_cart_button') !== null,
    load: () => import('../islands/mini-cart/index.ts'),
  },
  {
    name: 'cart-fragments',
    selector: '.widget_shopping_cart_content',
    when: 'load',
    load: () => import('../islands/cart-fragments/index.ts'),
  },
  {
    name: 'header-cart',
    selector: '.site-header-cart',
    when: 'idle',
    load: () => import('../islands/header-cart/index.tsx'),
  },
];
