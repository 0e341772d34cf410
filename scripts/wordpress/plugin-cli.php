<?php
/**
 * Installs, activates, deactivates or deletes the wc-islands plugin in a WordPress site through
 * WordPress's own code paths (Plugin_Upgrader, the code behind Plugins > Add New > Upload Plugin;
 * activate_plugin; deactivate_plugins; delete_plugins, which runs uninstall.php). No wp-cli.
 *
 * Usage: php plugin-cli.php WP_ROOT SITE_URL install ZIP | activate | deactivate | delete | status | option NAME | site-health SECTION
 *        | activate-plugin FILE | deactivate-plugin FILE | theme STYLESHEET
 * (the last three serve the real-store tier: another plugin, e.g. `autoptimize/autoptimize.php`, or a theme, switched
 * per spec as a store owner would in the admin).
 *
 * @package wc-islands
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

list( , $wp_root, $site_url, $command ) = array_pad( $argv, 4, '' );
$zip                                    = $argv[4] ?? '';
$host                                   = (string) wp_parse_host( $site_url );

/**
 * Host and port of a URL (WordPress is not loaded yet).
 *
 * @param string $url Site URL.
 * @return string
 */
function wp_parse_host( string $url ): string {
	$parts = parse_url( $url );
	return ( $parts['host'] ?? '127.0.0.1' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}

$_SERVER['HTTP_HOST']   = $host;
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/wp-admin/plugins.php';
define( 'WP_ADMIN', true );
require $wp_root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
wp_set_current_user( 1 );

$plugin_file = 'wc-islands/load.php';

if ( 'install' === $command ) {
	if ( is_plugin_active( $plugin_file ) ) {
		deactivate_plugins( $plugin_file );
	}
	// Replace an older copy, as the upload form does when asked to.
	$upgrader = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
	$result   = $upgrader->install( $zip, array( 'overwrite_package' => true ) );
	if ( true !== $result ) {
		fwrite( STDERR, 'install failed: ' . ( is_wp_error( $result ) ? $result->get_error_message() : implode( "\n", $upgrader->skin->get_upgrade_messages() ) ) . "\n" );
		exit( 1 );
	}
	echo 'installed ' . $upgrader->plugin_info() . "\n";
	exit( 0 );
}
if ( 'activate' === $command ) {
	$result = activate_plugin( $plugin_file );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, 'activate failed: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
	echo "activated $plugin_file\n";
	exit( 0 );
}
if ( 'deactivate' === $command ) {
	deactivate_plugins( $plugin_file );
	echo "deactivated $plugin_file\n";
	exit( 0 );
}
if ( 'delete' === $command ) {
	deactivate_plugins( $plugin_file );
	$result = delete_plugins( array( $plugin_file ) );
	echo is_wp_error( $result ) ? 'delete failed: ' . $result->get_error_message() . "\n" : "deleted $plugin_file\n";
	exit( is_wp_error( $result ) ? 1 : 0 );
}
if ( 'option' === $command ) {
	// Tests: an option as JSON (`null` when absent), e.g. to check uninstall.php removed the plugin's.
	echo wp_json_encode( get_option( $zip, null ) ) . "\n";
	exit( 0 );
}
if ( 'site-health' === $command ) {
	// Tests: one section of Site Health > Info as the plugins add it (`debug_information`), as JSON. The page itself
	// needs popen(), which PHP in WebAssembly does not have.
	echo wp_json_encode( apply_filters( 'debug_information', array() )[ $zip ] ?? null ) . "\n";
	exit( 0 );
}
if ( 'activate-plugin' === $command || 'deactivate-plugin' === $command ) {
	$other = $zip;
	if ( 'activate-plugin' === $command ) {
		$result = activate_plugin( $other );
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, "activate failed: $other: " . $result->get_error_message() . "\n" );
			exit( 1 );
		}
	} else {
		deactivate_plugins( $other );
	}
	echo ( 'activate-plugin' === $command ? 'activated ' : 'deactivated ' ) . "$other\n";
	exit( 0 );
}
if ( 'theme' === $command ) {
	$theme = wp_get_theme( $zip );
	if ( ! $theme->exists() ) {
		fwrite( STDERR, "no theme $zip\n" );
		exit( 1 );
	}
	// WooCommerce resets the product grid to the new theme's defaults on every switch (wc_reset_product_grid_settings):
	// a spec that tries a theme and switches back would leave the store's listings paged differently for the specs
	// after it. The store's own grid settings are kept, absent ones stay absent.
	$grid = array();
	foreach ( array( 'woocommerce_catalog_columns', 'woocommerce_catalog_rows' ) as $option ) {
		$grid[ $option ] = get_option( $option, null );
	}
	switch_theme( $zip );
	// WordPress runs `after_switch_theme` (and with it WooCommerce's reset) on the next request, with the new theme
	// loaded: make that request now (never cached: the login page), then put the grid back.
	wp_remote_get( site_url( '/wp-login.php' ), array( 'timeout' => 60 ) );
	foreach ( $grid as $option => $value ) {
		if ( null === $value ) {
			delete_option( $option );
		} else {
			update_option( $option, $value );
		}
	}
	echo "theme $zip\n";
	exit( 0 );
}
if ( 'status' === $command ) {
	echo is_plugin_active( $plugin_file ) ? "active\n" : "inactive\n";
	exit( 0 );
}
fwrite( STDERR, "usage: php plugin-cli.php WP_ROOT SITE_URL install ZIP|activate|deactivate|delete|status|option NAME|site-health SECTION|activate-plugin FILE|deactivate-plugin FILE|theme STYLESHEET\n" );
exit( 2 );
