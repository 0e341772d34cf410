import type { ShopperState } from './ShopperState.ts';

/**
 * The demo store with another theme's header cart, for one browser (tests): `kadence` prints Kadence's header cart
 * (docs/reference/theme-kadence.md) in place of Storefront's and registers Kadence's fragments beside WooCommerce's.
 * Like Kadence, the page then has no cart widget (`div.widget_shopping_cart_content`) anywhere, and only the fragments
 * WooCommerce's cart-fragments.js asks for keep the header right after a change on the cart page.
 */
export const THEME_SWITCH_COOKIE = 'wcis_demo_theme';

export type DemoTheme = 'kadence';

/** This request's theme, or null for the demo's Storefront. */
export function demoTheme(state: Pick<ShopperState, 'cookies'>): DemoTheme | null {
  return state.cookies[THEME_SWITCH_COOKIE] === 'kadence' ? 'kadence' : null;
}
