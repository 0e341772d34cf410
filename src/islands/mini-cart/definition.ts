import type { IslandDefinition } from '../../core/scanner/types.ts';

/** On every cart widget wrapper (contract s2.6, s7.2), which fragments never replace. */
export const definition: IslandDefinition = {
  name: 'mini-cart',
  selector: '.widget_shopping_cart',
  buttons: '.widget_shopping_cart .remove_from_cart_button',
  capture: ['click'],
  captureTarget: '.remove_from_cart_button',
  load: () => import('./index.ts'),
};
