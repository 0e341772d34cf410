<?php
/**
 * Loads a compatibility file for a third-party plugin only when that plugin is active (issue #32).
 *
 * @package wc-islands
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * After every plugin has loaded (ours loads before most, alphabetically), requires the compat file of each
 * active plugin that needs one: YITH WooCommerce Wishlist defines YITH_WCWL, WooCommerce Stripe Gateway
 * WC_STRIPE_VERSION.
 */
function wcis_load_compat(): void {
	if ( defined( 'YITH_WCWL' ) ) {
		require_once __DIR__ . '/compat-yith-wishlist.php';
	}
	if ( defined( 'WC_STRIPE_VERSION' ) ) {
		require_once __DIR__ . '/compat-stripe.php';
	}
}
add_action( 'plugins_loaded', 'wcis_load_compat' );
