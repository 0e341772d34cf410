<?php
/**
 * Removes the plugin's options when it is deleted from the Plugins screen.
 *
 * @package wc-islands
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

delete_option( 'wcis_disabled_islands' );
delete_option( 'wcis_kept_handles' );
delete_option( 'wcis_undeclared_jquery' );
delete_option( 'wcis_cache_purge_url' );
