<?php
/**
 * Creates (once) the customer account the shared-cache spec logs in as, with a billing name and email
 * of its own, empties its cart (a logged-in cart persists across runs) and prints its login. Real-store tests only.
 * Usage: php ensure-customer.php WP_ROOT SITE_URL
 *
 * @package wc-islands
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
list( , $wp_root, $site_url ) = array_pad( $argv, 3, '' );
$parts                  = parse_url( $site_url );
$_SERVER['HTTP_HOST']   = $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
$_SERVER['SERVER_NAME'] = $parts['host'];
$_SERVER['REQUEST_URI'] = '/';
require $wp_root . '/wp-load.php';
$login = 'cache-customer';
$user  = get_user_by( 'login', $login );
if ( ! $user ) {
	$id = wc_create_new_customer( 'cache-customer@example.test', $login, 'cache-customer-pass' );
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, $id->get_error_message() . "\n" );
		exit( 1 );
	}
	$customer = new WC_Customer( $id );
	$customer->set_first_name( 'Quillon' );
	$customer->set_last_name( 'Cachemore' );
	$customer->set_billing_first_name( 'Quillon' );
	$customer->set_billing_last_name( 'Cachemore' );
	$customer->set_billing_email( 'cache-customer@example.test' );
	$customer->save();
}
$user_id = $user ? $user->ID : $id;
delete_user_meta( $user_id, '_woocommerce_persistent_cart_' . get_current_blog_id() );
$GLOBALS['wpdb']->delete( $GLOBALS['wpdb']->prefix . 'woocommerce_sessions', array( 'session_key' => (string) $user_id ) );
echo $login . "\n";
