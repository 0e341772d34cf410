<?php
/**
 * Plugin Name: wc-islands test locale
 * Description: Test only (tests/real-store/languages.spec.ts). Switches one browser's requests to another locale,
 * as a store whose Site Language (or the visitor's, with a language plugin) is set: the cookie
 * `wc_islands_test_locale` (es_ES or ar) sets determine_locale() for that request, so WordPress loads the
 * wc-islands text domain from the plugin's languages/ folder and the plugin prints its translated strings.
 * WordPress's and WooCommerce's own translations are not installed on the offline store: their texts stay English.
 */

defined( 'ABSPATH' ) || exit;

/**
 * The locale the request's cookie asks for, or '' for the site's own.
 */
function wcitl_locale(): string {
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared against fixed locales only.
	$asked = isset( $_COOKIE['wc_islands_test_locale'] ) ? (string) wp_unslash( $_COOKIE['wc_islands_test_locale'] ) : '';
	return in_array( $asked, array( 'es_ES', 'ar' ), true ) ? $asked : '';
}

add_filter(
	'determine_locale',
	static function ( string $locale ): string {
		return '' === wcitl_locale() ? $locale : wcitl_locale();
	}
);

add_filter(
	'locale',
	static function ( string $locale ): string {
		return '' === wcitl_locale() ? $locale : wcitl_locale();
	}
);
