<?php
/**
 * Plugin Name: wc-islands cache stand-in (real-store measurements only)
 * Description: Until the plugin's own cache-neutral decision is merged (issue #27, branch `neutral`),
 * sends the contract's headers where nothing else did: `X-WC-Islands-Cache: shareable` with
 * `Cache-Control: public, max-age=0, s-maxage=600` on a catalog page for a guest with no WooCommerce
 * session, `personal` with `private, no-cache` on everything else. Installed and removed by
 * scripts/real-store/varnish.ts (`start --stand-in`, `stop`); never copied by test:real-store.
 * It does not make the HTML cart-neutral: a stripped request has no session, so its header cart is
 * empty anyway, which is what Varnish stores.
 *
 * @package wc-islands
 */

add_action(
	'template_redirect',
	function (): void {
		if ( preg_grep( '/^x-wc-islands-cache:/i', headers_list() ) || headers_sent() ) {
			return;
		}
		$catalog  = is_front_page() || is_home() || is_singular( 'post' ) || is_category() || is_tag()
			|| ( function_exists( 'is_woocommerce' ) && ( is_shop() || is_product_taxonomy() || is_product() ) );
		$session  = function_exists( 'WC' ) && WC()->session && WC()->session->has_session();
		$notices  = function_exists( 'wc_notice_count' ) && wc_notice_count() > 0;
		$personal = ! $catalog || is_user_logged_in() || $session || $notices || is_search();
		header( 'X-WC-Islands-Cache: ' . ( $personal ? 'personal' : 'shareable' ) );
		header( 'Cache-Control: ' . ( $personal ? 'private, no-cache' : 'public, max-age=0, s-maxage=600' ) );
	},
	PHP_INT_MAX
);
