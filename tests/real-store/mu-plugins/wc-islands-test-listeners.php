<?php
/**
 * Plugin Name: wc-islands test listeners
 * Description: Test only (tests/real-store/third-party-listeners.spec.ts). Enqueues a fixture script that listens
 * to WooCommerce's cart events the way WooCommerce's Google Analytics integration does, and records what it hears.
 *
 * The Google Analytics integration (woocommerce/woocommerce-google-analytics-integration) registers its classic
 * tracking script in the footer with the dependencies of its build (no jquery) and, once the document is ready,
 * assigns inline handlers on the body: document.body.onadded_to_cart and document.body.onremoved_from_cart.
 * This mu-plugin does the same with our own fixture (wc-islands-test-listeners/ga-inline.js), on every
 * front-end page, whether or not the wc-islands bundle is switched on.
 *
 * With ?wcitl=blockui it also enqueues wc-islands-test-listeners/blockui.js, a script that declares only
 * jquery as its dependency yet calls BlockUI ($.fn.block), as WooCommerce's own add-to-cart script once did
 * (woocommerce/woocommerce#21000) and gateways' express-checkout scripts do. With ?wcitl_keep_blockui=1 it
 * applies the rule proposed for the wc-islands plugin: whenever jquery prints, BlockUI prints with it.
 *
 * The scripts are the demo store's compat fixtures (server/public/compat/), one copy for both. Install: copy
 * this file into wp-content/mu-plugins/ and server/public/compat/*.js into wp-content/mu-plugins/wc-islands-test-listeners/.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the fixture in the footer, with no dependencies, as the Google Analytics integration enqueues its script.
 */
function wcitl_enqueue_fixture(): void {
	wp_enqueue_script(
		'wc-islands-test-ga-pattern',
		plugins_url( 'wc-islands-test-listeners/ga-inline.js', __FILE__ ),
		array(),
		'1',
		array( 'in_footer' => true )
	);
}
add_action( 'wp_enqueue_scripts', 'wcitl_enqueue_fixture' );

/**
 * Enqueues the BlockUI-assuming fixture when the test asks for it (?wcitl=blockui), depending on jquery only.
 */
function wcitl_enqueue_blockui_fixture(): void {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only test switch.
	if ( ! isset( $_GET['wcitl'] ) || 'blockui' !== $_GET['wcitl'] ) {
		return;
	}
	wp_enqueue_script(
		'wc-islands-test-blockui-pattern',
		plugins_url( 'wc-islands-test-listeners/blockui.js', __FILE__ ),
		array( 'jquery' ),
		'1',
		array( 'in_footer' => true )
	);
}
add_action( 'wp_enqueue_scripts', 'wcitl_enqueue_blockui_fixture' );

/**
 * The rule proposed for the wc-islands plugin, for measuring it (?wcitl_keep_blockui=1): BlockUI becomes a
 * dependency of the `jquery` alias (and depends on jquery-core itself, so there is no cycle). WordPress then
 * prints it exactly where some script still pulls jQuery in, and nowhere else; WordPress also drops its defer
 * strategy when a blocking script depends on it, so it runs before that script. Runs after the switch (100).
 */
function wcitl_keep_blockui_with_jquery(): void {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only test switch.
	if ( ! isset( $_GET['wcitl_keep_blockui'] ) || '1' !== $_GET['wcitl_keep_blockui'] ) {
		return;
	}
	$scripts = wp_scripts();
	if ( ! isset( $scripts->registered['jquery'], $scripts->registered['wc-jquery-blockui'] ) ) {
		return;
	}
	$scripts->registered['wc-jquery-blockui']->deps = array( 'jquery-core' );
	if ( ! in_array( 'wc-jquery-blockui', $scripts->registered['jquery']->deps, true ) ) {
		$scripts->registered['jquery']->deps[] = 'wc-jquery-blockui';
	}
}
add_action( 'wp_enqueue_scripts', 'wcitl_keep_blockui_with_jquery', 101 );
