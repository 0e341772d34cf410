<?php
/**
 * Plugin Name: wc-islands cache fixtures (tests only)
 * Description: What tests/wordpress/cache.spec.ts needs to run Varnish against this WordPress: a
 * `product` post type with categories (this site has no WooCommerce; the plugin's purges listen to
 * WooCommerce's action names, which `?wcis_fire=` fires), a stand-in for the plugin's
 * `X-WC-Islands-Cache` header while no other code sends one, and switches to force that header.
 *
 * @package wc-islands
 */

// phpcs:disable WordPress.Security.NonceVerification.Recommended -- tests: switches on a test site.

if ( ! class_exists( 'WooCommerce' ) ) {
	add_action(
		'init',
		function (): void {
			register_post_type(
				'product',
				array(
					'public'      => true,
					'has_archive' => true,
					'label'       => 'Products',
				)
			);
			register_taxonomy(
				'product_cat',
				'product',
				array(
					'public'       => true,
					'hierarchical' => true,
					'label'        => 'Product categories',
				)
			);
		}
	);
}

// php-wasm's curl answers nothing (its sockets go through Node, and only PHP's streams use them):
// WordPress's HTTP API uses the fsockopen transport here.
add_filter(
	'http_api_transports',
	function (): array {
		return array( 'streams' );
	}
);

/**
 * `X-WC-Islands-Cache` as the plugin's contract says (docs/caching/README.md): `?wcis_cache=personal`
 * or `shareable` forces it; otherwise a stand-in says `shareable` unless some code already sent the
 * header (the plugin, once its cart-neutral decision is in, sends its own later, which replaces this). Also echoes the Cookie header PHP received, so a test sees what Varnish
 * let through.
 *
 * @param string $template The template WordPress is about to include.
 * @return string
 */
function wcis_test_cache_headers( $template ) {
	$forced = isset( $_GET['wcis_cache'] ) ? sanitize_key( wp_unslash( $_GET['wcis_cache'] ) ) : '';
	$sent   = (bool) preg_grep( '/^x-wc-islands-cache:/i', headers_list() );
	$mode   = in_array( $forced, array( 'personal', 'shareable' ), true ) ? $forced : ( $sent ? '' : 'shareable' );
	if ( 'personal' === $mode ) {
		header( 'X-WC-Islands-Cache: personal' );
		header( 'Cache-Control: private, no-cache' );
	} elseif ( 'shareable' === $mode ) {
		header( 'X-WC-Islands-Cache: shareable' );
		header( 'Cache-Control: public, max-age=0, s-maxage=600' );
	}
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- echoed to the test as a header.
	$cookie = preg_replace( '/[\r\n]/', '', (string) ( $_SERVER['HTTP_COOKIE'] ?? '' ) );
	header( 'X-WCIS-Test-Cookie: ' . ( '' === $cookie ? '(none)' : $cookie ) );
	header( 'X-WCIS-Test-Rendered: ' . uniqid( '', true ) );
	return $template;
}
add_filter( 'template_include', 'wcis_test_cache_headers', PHP_INT_MAX );

// The plugin decides at the end of the page (its output buffer); a forced `personal` vetoes its `shareable`.
if ( isset( $_GET['wcis_cache'] ) && 'personal' === $_GET['wcis_cache'] ) {
	add_filter( 'wc_islands_cache_shareable', '__return_false' );
}

/*
 * `?wcis_make_product=SLUG&wcis_cat=CATEGORY`: creates a published product in that category and
 * answers its ID, URL and the category's listing URL as JSON.
 */
if ( isset( $_GET['wcis_make_product'] ) ) {
	add_action(
		'wp_loaded',
		function (): void {
			$slug = sanitize_title( wp_unslash( $_GET['wcis_make_product'] ) );
			$cat  = sanitize_title( wp_unslash( $_GET['wcis_cat'] ?? 'drones' ) );
			$term = term_exists( $cat, 'product_cat' );
			$term = $term ? $term : wp_insert_term( $cat, 'product_cat', array( 'slug' => $cat ) );
			$id   = wp_insert_post(
				array(
					'post_type'   => 'product',
					'post_status' => 'publish',
					'post_title'  => $slug,
					'post_name'   => $slug,
				)
			);
			wp_set_object_terms( $id, array( (int) $term['term_id'] ), 'product_cat' );
			wp_send_json(
				array(
					'id'      => $id,
					'url'     => get_permalink( $id ),
					'listing' => get_term_link( (int) $term['term_id'], 'product_cat' ),
					'termId'  => (int) $term['term_id'],
				)
			);
		}
	);
}

/*
 * `?wcis_fire=ACTION&wcis_id=ID&wcis_purge_to=URL`: fires a WooCommerce action as WooCommerce does,
 * with the cache URL set for this request (the plugin sends its purges at shutdown).
 */
if ( isset( $_GET['wcis_fire'] ) ) {
	add_filter(
		'wc_islands_cache_purge_url',
		function (): string {
			return esc_url_raw( wp_unslash( $_GET['wcis_purge_to'] ?? '' ) );
		}
	);
	add_action(
		'wp_loaded',
		function (): void {
			$action = sanitize_key( wp_unslash( $_GET['wcis_fire'] ) );
			$id     = (int) ( $_GET['wcis_id'] ?? 0 );
			$times  = max( 1, (int) ( $_GET['wcis_times'] ?? 1 ) );
			$sent   = array();
			add_filter(
				'wc_islands_cache_purge_requests',
				function ( array $requests ) use ( &$sent ): array {
					$sent = $requests;
					return $requests;
				}
			);
			// The stock-quantity actions pass the product object, the others its ID.
			$product = new class( $id ) {
				/**
				 * @param int $id Product ID.
				 */
				public function __construct( private int $id ) {
				}
				/**
				 * @return int
				 */
				public function get_id(): int {
					return $this->id;
				}
			};
			$arg     = in_array( $action, array( 'woocommerce_product_set_stock', 'woocommerce_variation_set_stock' ), true ) ? $product : $id;
			for ( $i = 0; $i < $times; $i++ ) {
				do_action( $action, $arg );
			}
			add_action(
				'shutdown',
				function () use ( &$sent ): void {
					echo wp_json_encode( $sent );
				},
				PHP_INT_MAX
			);
			exit;
		}
	);
}
