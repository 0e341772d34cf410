import type { IslandContext, Unmount } from '../../core/scanner/index.ts';

/** Mounts the checkout on its form and the cart page on the cart page's body, each from its own chunk. */
export async function mount(element: HTMLElement, context: IslandContext): Promise<Unmount> {
  const island = element.matches('form') ? await import('./checkout/index.ts') : await import('./cart-page/index.ts');
  return island.mount(element, context);
}
