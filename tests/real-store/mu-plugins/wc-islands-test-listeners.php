<?php
/**
 * Plugin Name: wc-islands test listeners
 * Description: Test only (tests/real-store/third-party-listeners.spec.ts). Enqueues a fixture script that listens
 * to WooCommerce's cart events the way WooCommerce's Google Analytics integration does, and records what it hears.
 *
 * The Google Analytics integration (woocommerce/woocommerce-google-analytics-integration) registers its classic
 * tracking script in the footer with the dependencies of its build (no jquery) and, once the document is ready,
 * assigns inline handlers on the body: document.body.onadded_to_cart and document.body.onremoved_from_cart.
 * This mu-plugin does the same with our own fixture (wc-islands-test-listeners/ga-pattern.js), on every
 * front-end page, whether or not the wc-islands bundle is switched on.
 *
 * Install: copy this file and the wc-islands-test-listeners/ folder into wp-content/mu-plugins/.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the fixture in the footer, with no dependencies, as the Google Analytics integration enqueues its script.
 */
function wcitl_enqueue_fixture(): void {
	wp_enqueue_script(
		'wc-islands-test-ga-pattern',
		plugins_url( 'wc-islands-test-listeners/ga-pattern.js', __FILE__ ),
		array(),
		'1',
		array( 'in_footer' => true )
	);
}
add_action( 'wp_enqueue_scripts', 'wcitl_enqueue_fixture' );
