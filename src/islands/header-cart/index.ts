import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { afterNextPaint } from '../../island-kit/afterNextPaint.ts';

/**
 * Loaded on the shopper's first pointer, touch or focus on the cart (definition.ts). The React layer
 * is imported after the next paint, so what the theme shows for that input (Storefront's :hover
 * dropdown, the focus ring) is painted before React is evaluated (issue #15).
 */
export function mount(cart: HTMLElement, context: IslandContext): Promise<Unmount> {
  return new Promise<void>((resolve) => afterNextPaint(resolve))
    .then(() => import('./renderHeaderCart.tsx'))
    .then(({ renderHeaderCart }) => renderHeaderCart(cart, context));
}
