<?php
/**
 * Shared-cache purges (issue #27): tags each catalog page with what it shows (`X-WC-Islands-Tags`),
 * and when WooCommerce saves a product or changes its stock, tells the cache (docs/caching/wc-islands.vcl)
 * to drop that product's page (PURGE) and the pages tagged with it or its listings (BAN). Off until a
 * cache URL is configured: the `wcis_cache_purge_url` option or the `wc_islands_cache_purge_url` filter.
 *
 * @package wc-islands
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Where PURGE and BAN go, e.g. `http://127.0.0.1:6081` (Varnish's address on the web server), or ''
 * (no cache: nothing is sent).
 *
 * @return string
 */
function wcis_cache_purge_url(): string {
	$url = apply_filters( 'wc_islands_cache_purge_url', (string) get_option( 'wcis_cache_purge_url', '' ) );
	return is_string( $url ) ? untrailingslashit( esc_url_raw( $url ) ) : '';
}

/**
 * The product taxonomies whose archives are listings: categories, tags, brands, attributes.
 *
 * @param string $taxonomy Taxonomy name.
 * @return bool
 */
function wcis_is_product_taxonomy( string $taxonomy ): bool {
	return in_array( $taxonomy, array( 'product_cat', 'product_tag', 'product_brand' ), true ) || 0 === strpos( $taxonomy, 'pa_' );
}

/**
 * The tags of the page being served: `home` (front page), `shop` (the shop and its pages),
 * `term-{id}` (a category/tag/brand listing), `product-{id}` (a product page).
 *
 * @return string[]
 */
function wcis_page_cache_tags(): array {
	$tags = array();
	if ( is_front_page() ) {
		$tags[] = 'home';
	}
	if ( is_post_type_archive( 'product' ) ) {
		$tags[] = 'shop';
	}
	$queried = get_queried_object();
	if ( is_tax() && $queried instanceof WP_Term && wcis_is_product_taxonomy( $queried->taxonomy ) ) {
		$tags[] = 'term-' . $queried->term_id;
	}
	if ( is_singular( 'product' ) ) {
		$tags[] = 'product-' . get_queried_object_id();
	}
	return $tags;
}

/**
 * The listings a product shows on: the shop, the home page (Storefront's sections), and each of its
 * terms with their ancestors (a child category's products also list under its parent).
 *
 * @param int $product_id Product (a variation's parent).
 * @return string[] Tags.
 */
function wcis_product_listing_tags( int $product_id ): array {
	$tags = array( 'shop', 'home' );
	foreach ( get_object_taxonomies( 'product' ) as $taxonomy ) {
		if ( ! wcis_is_product_taxonomy( $taxonomy ) ) {
			continue;
		}
		$terms = get_the_terms( $product_id, $taxonomy );
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$tags[] = 'term-' . $term->term_id;
			foreach ( get_ancestors( $term->term_id, $taxonomy, 'taxonomy' ) as $ancestor ) {
				$tags[] = 'term-' . $ancestor;
			}
		}
	}
	return $tags;
}

/**
 * This request's purges, deduplicated: URLs to PURGE and tags to BAN, sent once at shutdown.
 *
 * @return array{urls: array<string, true>, tags: array<string, true>}
 */
function &wcis_cache_purge_queue(): array {
	static $queue = array(
		'urls' => array(),
		'tags' => array(),
	);
	return $queue;
}

/**
 * Queues the purges for one product: its page (PURGE, every variant; BAN of its tag, which also
 * catches its URLs with a query string) and, unless only its stock quantity changed, its listings.
 *
 * @param int  $product_id Product or variation ID.
 * @param bool $listings   Whether its listings change too (price, status, terms; not a quantity).
 */
function wcis_queue_product_purge( int $product_id, bool $listings = true ): void {
	if ( '' === wcis_cache_purge_url() ) {
		return;
	}
	$parent = (int) wp_get_post_parent_id( $product_id );
	if ( $parent && 'product_variation' === get_post_type( $product_id ) ) {
		$product_id = $parent;
	}
	$queue = &wcis_cache_purge_queue();
	$url   = get_permalink( $product_id );
	if ( is_string( $url ) && '' !== $url ) {
		$queue['urls'][ $url ] = true;
	}
	$tags = array_merge( array( 'product-' . $product_id ), $listings ? wcis_product_listing_tags( $product_id ) : array() );
	foreach ( $tags as $tag ) {
		$queue['tags'][ $tag ] = true;
	}
}

/**
 * WooCommerce saved a product (the editor, the REST API, an import, a scheduled sale): price,
 * status, terms or anything on its page may have changed.
 *
 * @param int $product_id Product ID.
 */
function wcis_purge_saved_product( $product_id ): void {
	wcis_queue_product_purge( (int) $product_id );
}
add_action( 'woocommerce_new_product', 'wcis_purge_saved_product' );
add_action( 'woocommerce_update_product', 'wcis_purge_saved_product' );
add_action( 'woocommerce_update_product_variation', 'wcis_purge_saved_product' );
add_action( 'woocommerce_product_set_stock_status', 'wcis_purge_saved_product' );
add_action( 'woocommerce_variation_set_stock_status', 'wcis_purge_saved_product' );

/**
 * A stock quantity changed (an order, a refund, the editor): the product page may print it ("2 in
 * stock"); listings do not, and a busy store would otherwise empty them on every order. A change of
 * stock status fires its own hook above.
 *
 * @param WC_Product $product The product or variation.
 */
function wcis_purge_stock_quantity( $product ): void {
	if ( is_object( $product ) && method_exists( $product, 'get_id' ) ) {
		wcis_queue_product_purge( (int) $product->get_id(), false );
	}
}
add_action( 'woocommerce_product_set_stock', 'wcis_purge_stock_quantity' );
add_action( 'woocommerce_variation_set_stock', 'wcis_purge_stock_quantity' );

/**
 * A product trashed or deleted: its page and listings go (the permalink is read before WordPress
 * renames a trashed post's slug).
 *
 * @param int $post_id Post ID.
 */
function wcis_purge_removed_product( $post_id ): void {
	if ( 'product' === get_post_type( (int) $post_id ) ) {
		wcis_queue_product_purge( (int) $post_id );
	}
}
add_action( 'wp_trash_post', 'wcis_purge_removed_product' );
add_action( 'before_delete_post', 'wcis_purge_removed_product' );

/**
 * A category, tag or brand renamed, moved or deleted: its listing and the shop and home pages
 * (which may list it). Menus and breadcrumbs elsewhere follow at the pages' TTL.
 *
 * @param int    $term_id  Term ID.
 * @param int    $tt_id    Term taxonomy ID.
 * @param string $taxonomy Taxonomy.
 */
function wcis_purge_edited_term( $term_id, $tt_id, $taxonomy ): void {
	if ( '' === wcis_cache_purge_url() || ! wcis_is_product_taxonomy( (string) $taxonomy ) ) {
		return;
	}
	$queue = &wcis_cache_purge_queue();
	foreach ( array( 'term-' . (int) $term_id, 'shop', 'home' ) as $tag ) {
		$queue['tags'][ $tag ] = true;
	}
}
add_action( 'edited_term', 'wcis_purge_edited_term', 10, 3 );
add_action( 'delete_term', 'wcis_purge_edited_term', 10, 3 );

/**
 * The requests for a queue: one PURGE per URL, sent to the cache with the site's Host and scheme
 * (the VCL's cache key), and one BAN for all tags.
 *
 * @param string               $cache_url Where the cache listens.
 * @param array<string, true>  $urls      Page URLs.
 * @param array<string, true>  $tags      Tags.
 * @return array<int, array{url: string, method: string, headers: array<string, string>}>
 */
function wcis_cache_purge_requests( string $cache_url, array $urls, array $tags ): array {
	$requests = array();
	$site     = wp_parse_url( home_url( '/' ) );
	$host     = ( $site['host'] ?? '' ) . ( isset( $site['port'] ) ? ':' . $site['port'] : '' );
	foreach ( array_keys( $urls ) as $url ) {
		$parts      = wp_parse_url( $url );
		$requests[] = array(
			'url'     => $cache_url . ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' ),
			'method'  => 'PURGE',
			'headers' => array(
				'Host'              => ( $parts['host'] ?? '' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ),
				'X-Forwarded-Proto' => $parts['scheme'] ?? 'http',
			),
		);
	}
	if ( $tags ) {
		$requests[] = array(
			'url'     => $cache_url . '/',
			'method'  => 'BAN',
			'headers' => array(
				'Host'       => $host,
				'X-Ban-Tags' => implode( ' ', array_keys( $tags ) ),
			),
		);
	}
	return $requests;
}

/**
 * Sends the queued purges once, after the page is built: a product saved three times in one request
 * (WooCommerce's editor saves, then syncs stock) is purged once. Non-blocking: the cache is on the
 * same machine or network and its answer changes nothing here.
 */
function wcis_send_cache_purges(): void {
	$queue     = &wcis_cache_purge_queue();
	$cache_url = wcis_cache_purge_url();
	if ( '' === $cache_url || ( ! $queue['urls'] && ! $queue['tags'] ) ) {
		return;
	}
	$requests = apply_filters( 'wc_islands_cache_purge_requests', wcis_cache_purge_requests( $cache_url, $queue['urls'], $queue['tags'] ) );
	$queue    = array(
		'urls' => array(),
		'tags' => array(),
	);
	foreach ( (array) $requests as $request ) {
		wp_remote_request(
			$request['url'],
			array(
				'method'   => $request['method'],
				'headers'  => $request['headers'],
				'blocking' => false,
				'timeout'  => 1,
			)
		);
	}
}
add_action( 'shutdown', 'wcis_send_cache_purges' );

/**
 * Tags the catalog page being served for BAN (the VCL keeps them with the stored copy and never
 * sends them on). Only on the front end, once the main query knows what the page is.
 */
function wcis_send_cache_tags(): void {
	$tags = wcis_page_cache_tags();
	if ( $tags && ! headers_sent() ) {
		header( 'X-WC-Islands-Tags: ' . implode( ' ', $tags ) );
	}
}
add_action( 'template_redirect', 'wcis_send_cache_tags' );
