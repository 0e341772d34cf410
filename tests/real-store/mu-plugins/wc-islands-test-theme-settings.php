<?php
/**
 * Plugin Name: wc-islands test theme settings
 * Description: Test only (tests/real-store/themes.spec.ts, issue #28). The Customizer settings a store owner sets
 * for a classic theme's WooCommerce header, applied as the theme's defaults so the journeys need no admin session:
 * Astra's header builder starts without a cart; this puts its `woo-cart` element in the primary header row, after
 * the menu on desktop and before the menu toggle on mobile (Customizer > Header Builder > Cart). Kadence's header
 * builder starts without a cart too: this puts its `cart` and `mobile-cart` items beside the menu and the menu
 * toggle, in the drawer style (Customizer > Header > Cart > Cart Click Action: Popout Cart), whose mini-cart the
 * journey removes a line from. Nothing happens under any other theme. OceanWP's header cart is on by default (its `main_menu` location gets the store's
 * primary menu when the theme is switched on).
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'astra_theme_defaults',
	/**
	 * Astra's header builder rows with the cart element.
	 *
	 * @param array $defaults Astra's option defaults.
	 */
	static function ( $defaults ) {
		if ( isset( $defaults['header-desktop-items']['primary']['primary_right'] ) ) {
			$defaults['header-desktop-items']['primary']['primary_right'] = array( 'menu-1', 'woo-cart' );
		}
		if ( isset( $defaults['header-mobile-items']['primary']['primary_right'] ) ) {
			$defaults['header-mobile-items']['primary']['primary_right'] = array( 'woo-cart', 'mobile-trigger' );
		}
		return $defaults;
	},
	// After Astra's own header builder defaults (priority 10).
	20
);

add_filter(
	'kadence_theme_options_defaults',
	/**
	 * Kadence's header rows with the cart, opening its cart drawer.
	 *
	 * @param array $defaults Kadence's option defaults.
	 */
	static function ( $defaults ) {
		if ( isset( $defaults['header_desktop_items']['main']['main_right'] ) ) {
			$defaults['header_desktop_items']['main']['main_right'] = array( 'navigation', 'cart' );
		}
		if ( isset( $defaults['header_mobile_items']['main']['main_right'] ) ) {
			$defaults['header_mobile_items']['main']['main_right'] = array( 'mobile-cart', 'popup-toggle' );
		}
		$defaults['header_cart_style']        = 'slide';
		$defaults['header_mobile_cart_style'] = 'slide';
		return $defaults;
	}
);
