<?php
/**
 * Plugin Name: wc-islands test store (tests only)
 * Description: Registers WooCommerce's, Storefront's and Jetpack's script handles, dependencies and
 * localized data as a real store registered them (fixtures/wordpress/pages.json), and enqueues, per
 * page type (`?wcis_page=cart`), what that store enqueued: early ones on wp_enqueue_scripts, late ones
 * (jetpack-carousel, the variation form's script) while the page renders, as Jetpack and WooCommerce do.
 *
 * @package wc-islands
 */

/**
 * The captured registry and pages (copied beside this file by the test set-up).
 *
 * @return array
 */
function wcis_test_fixture(): array {
	static $fixture = null;
	if ( null === $fixture ) {
		$fixture = json_decode( (string) file_get_contents( WP_CONTENT_DIR . '/wcis-fixtures/pages.json' ), true );
	}
	return $fixture;
}

/**
 * The page type asked for, or '' (then nothing is registered: a plain WordPress page).
 *
 * @return string
 */
function wcis_test_page(): string {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$page = isset( $_GET['wcis_page'] ) ? sanitize_key( wp_unslash( $_GET['wcis_page'] ) ) : '';
	return isset( wcis_test_fixture()['pages'][ $page ] ) ? $page : '';
}

add_action(
	'wp_enqueue_scripts',
	function (): void {
		if ( '' === wcis_test_page() ) {
			return;
		}
		$scripts = wp_scripts();
		foreach ( wcis_test_fixture()['registered'] as $handle => $script ) {
			if ( isset( $scripts->registered[ $handle ] ) && 0 === strpos( $handle, 'jquery' ) ) {
				continue; // WordPress's own jQuery stays as core registered it.
			}
			wp_deregister_script( $handle );
			$args = $script['strategy'] ? array( 'in_footer' => 1 === $script['group'], 'strategy' => $script['strategy'] ) : 1 === $script['group'];
			wp_register_script( $handle, $script['src'] ? $script['src'] : false, $script['deps'], $script['ver'], $args );
			if ( '' !== $script['data'] ) {
				$scripts->add_data( $handle, 'data', $script['data'] );
			}
		}
		foreach ( wcis_test_fixture()['pages'][ wcis_test_page() ]['queue'] as $handle ) {
			wp_enqueue_script( $handle );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- tests: YITH Wishlist's React button (enqueued here, as YITH does), which calls jQuery without declaring it.
		if ( isset( $_GET['wcis_yith'] ) ) {
			wp_enqueue_script( 'yith-wcwl-add-to-wishlist', '/wp-content/wcis-fixtures/third-party.js', array( 'wp-hooks' ), '1', true );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- tests: a script in the head that needs woocommerce.js.
		if ( isset( $_GET['wcis_head_script'] ) ) {
			wp_enqueue_script( 'wcis-test-head', '/wp-content/wcis-fixtures/third-party.js', array( 'woocommerce' ), '1', false );
		}
	},
	10
);

// The theme fires this while printing the page body, where Jetpack's gallery block enqueues its carousel.
add_action(
	'wcis_test_render',
	function (): void {
		foreach ( wcis_test_fixture()['pages'][ wcis_test_page() ]['late'] ?? array() as $handle ) {
			wp_enqueue_script( $handle );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- tests: a gateway-like script enqueued late that needs woocommerce.js.
		if ( isset( $_GET['wcis_late_gateway'] ) ) {
			wp_enqueue_script( 'wcis-test-gateway', '/wp-content/wcis-fixtures/gateway.js', array( 'jquery', 'woocommerce' ), '1', true );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- tests: a plugin's script that calls wp.passwordStrength itself.
		if ( isset( $_GET['wcis_meter_user'] ) ) {
			wp_enqueue_script( 'wcis-test-meter-user', '/wp-content/wcis-fixtures/third-party.js', array( 'password-strength-meter' ), '1', true );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- tests: a third-party script that loads jQuery for itself.
		if ( isset( $_GET['wcis_third_party_jquery'] ) ) {
			wp_enqueue_script( 'wcis-test-third-party', '/wp-content/wcis-fixtures/third-party.js', array( 'jquery' ), '1', true );
		}
	}
);

// phpcs:disable WordPress.Security.NonceVerification.Recommended -- tests: read-only switches.
// YITH WooCommerce Wishlist defines this when it loads, before plugins_loaded (plugin/compat.php looks for it).
if ( isset( $_GET['wcis_yith'] ) && ! defined( 'YITH_WCWL' ) ) {
	define( 'YITH_WCWL', true );
}
// A theme with WooCommerce's gallery slider (Storefront's), and a store whose slider takes a single image too.
if ( isset( $_GET['wcis_gallery_slider'] ) ) {
	add_action(
		'after_setup_theme',
		function (): void {
			add_theme_support( 'wc-product-gallery-slider' );
		}
	);
}
if ( isset( $_GET['wcis_one_slide'] ) ) {
	add_filter(
		'woocommerce_single_product_carousel_options',
		function ( array $options ): array {
			return array( 'allowOneSlide' => true ) + $options;
		}
	);
}
if ( isset( $_GET['wcis_no_blockui'] ) ) {
	add_filter( 'wc_islands_blockui_with_jquery', '__return_false' );
}
if ( isset( $_GET['wcis_classic_loader'] ) ) {
	add_filter( 'wc_islands_use_script_module', '__return_false' );
}
if ( isset( $_GET['wcis_bundle_off'] ) ) {
	add_filter( 'wc_islands_enabled', '__return_false' );
}
if ( isset( $_GET['wcis_loader_priority'] ) ) {
	$wcis_loader_priority = sanitize_key( wp_unslash( $_GET['wcis_loader_priority'] ) );
	add_filter(
		'wc_islands_loader_fetchpriority',
		function () use ( $wcis_loader_priority ): string {
			return $wcis_loader_priority;
		}
	);
}
// phpcs:enable
// phpcs:disable WordPress.Security.NonceVerification.Recommended -- tests: read-only switches.
// A handle without jQuery among its dependencies whose inline block calls jQuery (wp_add_inline_script, 'after'),
// and BlockUI's `.block` once the document is parsed (BlockUI is deferred, as WooCommerce 11 registers it).
if ( isset( $_GET['wcis_inline_jquery_handle'] ) ) {
	add_action(
		'wp_enqueue_scripts',
		function (): void {
			wp_register_script( 'wcis-test-inline', false, array(), '1', true );
			wp_enqueue_script( 'wcis-test-inline' );
			wp_add_inline_script( 'wcis-test-inline', 'document.addEventListener( "DOMContentLoaded", function () { window.wcisInlineHandle = typeof jQuery.fn.block; } );' );
		}
	);
}
// The store vetoes keeping jQuery for an inline script, through the filter.
if ( isset( $_GET['wcis_inline_jquery_veto'] ) ) {
	add_filter( 'wc_islands_undeclared_jquery', '__return_false' );
}
// phpcs:enable
