import { speakWooCommerceEvents } from '../../core/events/index.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';

/**
 * Mounts the checkout on its form and the cart page on the cart page's body, each from its own chunk. Their
 * events (updated_wc_div, applied_coupon, updated_checkout, ...) carry WooCommerce's argument lists and reach
 * inline `on<type>` handlers by themselves: a block theme's classic cart page has no cart-fragments or
 * add-to-cart island to have set that up.
 */
export async function mount(element: HTMLElement, context: IslandContext): Promise<Unmount> {
  speakWooCommerceEvents(context.bus);
  const island = element.matches('form') ? await import('./checkout/index.ts') : await import('./cart-page/index.ts');
  return island.mount(element, context);
}
