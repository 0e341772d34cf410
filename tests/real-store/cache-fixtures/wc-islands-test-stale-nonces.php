<?php
/**
 * Test mu-plugin (issue #27, tests/real-store/shared-cache.spec.ts; copied in by
 * scripts/real-store/run.mjs for the shared-cache phase only, removed after): every nonce printed
 * into a front-end catalog page is made with a 2-second `nonce_life`, so it no longer verifies by
 * the time anyone posts it, as a page a shared cache kept for days. Nonces made anywhere else (the
 * cart, checkout and account pages, wc-ajax, admin-ajax, REST) and every verification keep
 * WordPress's day, so a fresh nonce fetched by the bundle works.
 *
 * @package wc-islands
 */

add_action(
	'template_redirect',
	function (): void {
		if ( is_admin() || wp_doing_ajax() || 'GET' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
			return;
		}
		if ( function_exists( 'is_cart' ) && ( is_cart() || is_checkout() || is_account_page() ) ) {
			return;
		}
		header( 'X-WC-Islands-Test: stale-nonces' );
		add_filter( 'nonce_life', fn () => 2, 10, 0 );
	},
	0
);
