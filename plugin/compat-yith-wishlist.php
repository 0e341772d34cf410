<?php
/**
 * YITH WooCommerce Wishlist (docs/reference/yith-wishlist.md). Its React "Add to wishlist" button
 * (`yith-wcwl-add-to-wishlist`, enqueued on every front-end page) calls the global `jQuery` when it starts
 * (`jQuery( document ).on( 'yith_wcwl_fragments_replaced', … )`) and for `found_variation` / `reset_data`, but
 * does not declare `jquery` among its dependencies: WooCommerce's scripts used to print jQuery for it. With the
 * bundle, nothing else prints jQuery on most pages, and the button threw "jQuery is not defined" and never drew.
 *
 * @package wc-islands
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Declares the dependency the button uses, before the bundle plans the page (priority 9999), so jQuery prints
 * wherever the button does, and the plan keeps it for that reason.
 */
function wcis_yith_wishlist_declare_jquery(): void {
	$scripts = wp_scripts();
	$handle  = 'yith-wcwl-add-to-wishlist';
	if ( isset( $scripts->registered[ $handle ] ) && ! in_array( 'jquery', (array) $scripts->registered[ $handle ]->deps, true ) ) {
		$scripts->registered[ $handle ]->deps[] = 'jquery';
	}
}
add_action( 'wp_enqueue_scripts', 'wcis_yith_wishlist_declare_jquery', 9998 );
