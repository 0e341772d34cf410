<?php
/**
 * Installs a fresh WordPress (wp_install, WordPress's own installer; no wp-cli) and switches to a theme.
 * Usage: php install-site.php WP_ROOT SITE_URL THEME
 *
 * @package wc-islands
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
list( , $wp_root, $site_url, $wcis_theme ) = array_pad( $argv, 4, '' );
$parts                                = parse_url( $site_url );
$_SERVER['HTTP_HOST']                 = $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
$_SERVER['SERVER_NAME']               = $parts['host'];
$_SERVER['REQUEST_URI']               = '/';
define( 'WP_INSTALLING', true );
/**
 * The test site sends no mail (the installer's welcome mail would need sendmail).
 *
 * @return bool
 */
function wp_mail(): bool {
	return true;
}
require $wp_root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/theme.php';
$result = wp_install( 'wc-islands test store', 'admin', 'admin@example.test', false, '', wp_slash( 'admin' ), 'en_US' );
if ( empty( $result['user_id'] ) ) {
	fwrite( STDERR, "wp_install failed\n" );
	exit( 1 );
}
update_option( 'siteurl', $site_url );
update_option( 'home', $site_url );
// The installer runs with WP_INSTALLING, when the theme root is not read: set the theme directly.
update_option( 'template', $wcis_theme );
update_option( 'stylesheet', $wcis_theme );
echo 'installed WordPress ' . get_bloginfo( 'version' ) . ', theme ' . get_option( 'stylesheet' ) . "\n";
