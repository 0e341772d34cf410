<?php
/**
 * Plugin Name: wc-islands test bench mode
 * Description: Test only (`npm run bench -- --real-store`, scripts/bench/realStore/). Switches one browser's requests
 * between the benchmark's three modes by the cookie `wc_islands_bench_mode` (or the query `wc-islands-bench`):
 * `plugin` (wc-islands active), `legacy` (the `wc_islands_enabled` filter off: WooCommerce's own scripts, as if
 * the plugin were deactivated) and `plain` (legacy's page with every `<script>` and script preload removed: the
 * baseline the added blocking time is measured against, issue #29). Without either, it changes nothing.
 */

defined( 'ABSPATH' ) || exit;

/**
 * The mode the request asks for, or '' for none.
 */
function wcitbm_mode(): string {
	// phpcs:ignore WordPress.Security -- compared against fixed modes only; a read-only view switch.
	$asked = isset( $_GET['wc-islands-bench'] ) ? (string) wp_unslash( $_GET['wc-islands-bench'] ) : ( isset( $_COOKIE['wc_islands_bench_mode'] ) ? (string) wp_unslash( $_COOKIE['wc_islands_bench_mode'] ) : '' );
	return in_array( $asked, array( 'plugin', 'legacy', 'plain' ), true ) ? $asked : '';
}

add_filter(
	'wc_islands_enabled',
	static function ( $enabled ) {
		$mode = wcitbm_mode();
		return '' === $mode ? $enabled : 'plugin' === $mode;
	},
	100
);

/**
 * Plain: the whole page's output without scripts (inline, data blocks, files) and without script preloads, so
 * nothing runs and nothing script-only is fetched. Front-end pages only; ajax and REST answers are untouched.
 *
 * @param string $html The page.
 * @return string
 */
function wcitbm_strip_scripts( string $html ): string {
	$html = (string) preg_replace( '#<script\b[^>]*>.*?</script>#is', '', $html );
	return (string) preg_replace( '#<link\b[^>]*\brel=["\']?(modulepreload|preload)["\']?[^>]*\bas=["\']?script["\']?[^>]*>|<link\b[^>]*\brel=["\']?modulepreload["\']?[^>]*>#i', '', $html );
}

add_action(
	'template_redirect',
	static function () {
		if ( 'plain' === wcitbm_mode() && ! is_admin() && ! wp_doing_ajax() ) {
			ob_start( 'wcitbm_strip_scripts' );
		}
	},
	0
);
