<?php
/**
 * Changes a product's regular price through WooCommerce's own API (WC_Product::save, so its real
 * hooks fire and the plugin purges), with the plugin's cache URL set first. Real-store measurements
 * only (scripts/real-store/varnish.ts price).
 * Usage: php set-price.php WP_ROOT SITE_URL CACHE_URL PRODUCT_ID PRICE
 *
 * @package wc-islands
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
list( , $wp_root, $site_url, $cache_url, $product_id, $price ) = array_pad( $argv, 6, '' );
$parts                  = parse_url( $site_url );
$_SERVER['HTTP_HOST']   = $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
$_SERVER['SERVER_NAME'] = $parts['host'];
$_SERVER['REQUEST_URI'] = '/wp-admin/post.php';
require $wp_root . '/wp-load.php';
update_option( 'wcis_cache_purge_url', $cache_url, false );
$sent = array();
add_filter(
	'wc_islands_cache_purge_requests',
	function ( array $requests ) use ( &$sent ): array {
		$sent = $requests;
		return $requests;
	}
);
$product = wc_get_product( (int) $product_id );
$product->set_regular_price( $price );
$product->save();
// The plugin sends its purges at shutdown; print them after.
add_action(
	'shutdown',
	function () use ( &$sent ): void {
		echo wp_json_encode( $sent, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) . "\n";
	},
	PHP_INT_MAX
);
