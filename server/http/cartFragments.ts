import { footerCartLink, headerCartLink } from '../templates/cartContents.ts';
import { kadenceCartFragments } from '../templates/kadenceHeaderCart.ts';
import { miniCartContent } from '../templates/miniCart.ts';
import { demoTheme } from './demoTheme.ts';
import type { ShopperState } from './ShopperState.ts';

/**
 * WC_AJAX::get_refreshed_fragments payload: the core mini-cart fragment plus the two Storefront
 * adds through woocommerce_add_to_cart_fragments, in the order the fixtures show; with the Kadence switch
 * (demoTheme.ts) Kadence's two after them.
 */
export type FragmentsPayload = { fragments: Record<string, string>; cart_hash: string };

export function cartFragmentsPayload(state: ShopperState, cartNonce: string): FragmentsPayload {
  const ctx = { siteUrl: state.siteUrl, cartNonce };
  return {
    fragments: {
      'div.widget_shopping_cart_content': miniCartContent(ctx, state.view),
      'a.cart-contents': headerCartLink(state.siteUrl, state.view),
      'a.footer-cart-contents': footerCartLink(state.siteUrl, state.view),
      ...(demoTheme(state) === 'kadence' ? kadenceCartFragments(state.view) : {}),
    },
    cart_hash: state.view.hash,
  };
}
