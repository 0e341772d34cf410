import { readBundleStrings } from '../../adapters/readBundleStrings.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { renderLayer } from '../../island-kit/renderLayer.tsx';
import { HeaderCartToggle } from './HeaderCartToggle.tsx';

/**
 * Storefront's header cart (`ul.site-header-cart`): a disclosure toggle and the 15em overflow cap.
 * On the cart and checkout pages the dropdown is not offered (spec s2 'Header mini-cart').
 */
export function renderHeaderCart(cart: HTMLElement, context: IslandContext): Unmount {
  const body = cart.ownerDocument.body;
  const dropdown = cart.querySelector<HTMLElement>('.widget_shopping_cart');
  const anchor = cart.querySelector<HTMLElement>('a.cart-contents')?.closest('li');
  if (!dropdown || !anchor || body.classList.contains('woocommerce-cart') || body.classList.contains('woocommerce-checkout')) {
    return () => undefined;
  }
  return renderLayer(
    context.page,
    `${context.name}:${cart.id || 'cart'}`,
    <HeaderCartToggle cart={cart} anchor={anchor} dropdown={dropdown} label={readBundleStrings(cart.ownerDocument).headerCartToggle} />,
  );
}
