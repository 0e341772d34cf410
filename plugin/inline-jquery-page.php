<?php
/**
 * Inline scripts that use jQuery without declaring it (issue #41): a theme's raw `<script>jQuery(…)</script>`, a
 * plugin's wp_print_inline_script_tag() or a `-js-before`/`-js-after` block of a handle that does not depend on
 * jQuery. On a page where the bundle took jQuery away, the page buffer (cache.php) finds them in the finished page
 * and puts WordPress's own jQuery tags before the first; every island stays. docs/reference/undeclared-jquery.md.
 *
 * @package wc-islands
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The option that remembers each kept script: its origin, an excerpt and the page types it was on. */
const WCIS_UNDECLARED_JQUERY_OPTION = 'wcis_undeclared_jquery';

/** How many distinct scripts the option remembers (a script that changes with every page would fill it). */
const WCIS_UNDECLARED_JQUERY_MAX = 20;

/**
 * This request's state: what WordPress prints for jQuery (null until the footer's scripts printed, and on pages
 * that print jQuery without the bundle neither), its handles, and how far the page buffer got.
 *
 * @return array{tags: ?string, handles: string[], settled: bool, inserted: bool, searched: bool}
 */
function &wcis_inline_jquery_state(): array {
	static $state = array(
		'tags'     => null,
		'handles'  => array(),
		'settled'  => false,
		'inserted' => false,
		'searched' => false,
	);
	return $state;
}

/**
 * Renders what the `jquery` handle prints (jquery-core, and jquery-migrate as registered), with BlockUI as
 * wcis_keep_blockui_with_jquery() would add it, once the footer's scripts printed: the page buffer's callback may
 * not start a buffer of its own. Only on pages where the legacy scripts would have printed jQuery. Through a copy
 * of wp_scripts() that has not printed them, so `script_loader_tag`, `script_loader_src` and
 * `wp_script_attributes` (a CDN, a CSP nonce) apply as to any tag.
 */
function wcis_prepare_jquery_tags(): void {
	$scripts = wp_scripts();
	if ( ! wcis_state()['active'] || ! isset( $scripts->registered['jquery'] ) ) {
		return;
	}
	$deps = wcis_registered_dependencies();
	if ( ! in_array( 'jquery-core', wcis_walk_dependencies( array_merge( $scripts->queue, $scripts->done ), $deps )['walked'], true ) ) {
		return;
	}
	$print = array( 'jquery' );
	if ( isset( $scripts->registered['wc-jquery-blockui'] ) && ! in_array( 'wc-jquery-blockui', $scripts->done, true ) && apply_filters( 'wc_islands_blockui_with_jquery', true ) ) {
		$print[] = 'wc-jquery-blockui';
	}
	$handles     = wcis_walk_dependencies( $print, $deps )['walked'];
	$copy        = clone $scripts;
	$copy->done  = array_values( array_diff( $scripts->done, $handles ) );
	$copy->to_do = array();
	ob_start();
	$copy->do_items( $print );
	$state            = &wcis_inline_jquery_state();
	$state['tags']    = (string) ob_get_clean();
	$state['handles'] = array_values( array_diff( $handles, array( 'jquery' ) ) );
}
add_action( 'wp_print_footer_scripts', 'wcis_prepare_jquery_tags', 20 );

/**
 * The page buffer's first step: in a page (or chunk) without jQuery before them, the inline scripts that use it
 * get WordPress's jQuery tags before the first of them, and any later copy of those tags goes.
 *
 * @param string $html The page, or a chunk of it.
 * @return string
 */
function wcis_undeclared_jquery_finish( string $html ): string {
	$state = &wcis_inline_jquery_state();
	if ( $state['inserted'] ) {
		return wcis_remove_script_elements( $html, wcis_script_element_ids( $state['handles'] ) );
	}
	if ( null === $state['tags'] || $state['settled'] || ! wcis_is_html_response() ) {
		return $html;
	}
	$scan  = wcis_scan_inline_scripts( $html, 'jquery-core-js', false !== has_filter( 'wc_islands_undeclared_jquery' ) );
	$first = -1;
	foreach ( $scan['scripts'] as $script ) {
		if ( wcis_undeclared_jquery_keeps( $script ) && -1 === $first ) {
			$first = $script['offset'];
		}
	}
	$state['settled'] = -1 !== $scan['stop'] || -1 !== $first;
	if ( -1 === $first ) {
		return $html;
	}
	$state['inserted'] = true;
	return wcis_insert_jquery_tags( $html, $first, $state['tags'], $state['handles'] );
}

/**
 * Whether this script keeps jQuery on the page: found using it, unless the `wc_islands_undeclared_jquery` filter
 * says otherwise. A kept script is remembered for Site Health with its origin.
 *
 * @param array{offset: int, id: string, body: string, uses: bool} $script A script of wcis_scan_inline_scripts().
 * @return bool
 */
function wcis_undeclared_jquery_keeps( array $script ): bool {
	$known  = wcis_known_undeclared_jquery();
	$key    = wcis_script_key( $script['body'] );
	$origin = $script['uses'] ? wcis_inline_script_origin( $script, $known[ $key ]['origin'] ?? null ) : wcis_origin_of_handle_block( $script['id'] );
	/**
	 * Whether an inline script that runs before jQuery (none is on the page before it) keeps jQuery on this page.
	 * Called for the scripts found using the global `jQuery`, and, while a callback is hooked, for every other
	 * executable inline script before jQuery too (so a callback can keep jQuery for one the scan cannot see).
	 *
	 * @param bool  $keep   True when the script uses jQuery.
	 * @param array $script id (the element's id or ''), body (its text), origin (who printed it, '' when not
	 *                      known), page (the page type, as Site Health shows it).
	 */
	$keep = (bool) apply_filters(
		'wc_islands_undeclared_jquery',
		$script['uses'],
		array(
			'id'     => $script['id'],
			'body'   => $script['body'],
			'origin' => (string) $origin,
			'page'   => wcis_page_type(),
		)
	);
	if ( $keep ) {
		$origin = $script['uses'] || '' !== $origin ? $origin : wcis_inline_script_origin( $script, $known[ $key ]['origin'] ?? null );
		wcis_remember_undeclared_jquery( $key, $origin, $script['body'], $known );
	}
	return $keep;
}

/**
 * Who printed the script: the handle of its `-js-before`/`-js-after` block, what an earlier search found, or a
 * search of the theme's and plugins' files (one a page: a page with several new scripts names the rest later).
 *
 * @param array{id: string, body: string} $script A script of wcis_scan_inline_scripts().
 * @param string|null                     $known  The origin remembered for it, if any.
 * @return string|null Null when not searched yet.
 */
function wcis_inline_script_origin( array $script, ?string $known ): ?string {
	$block = wcis_origin_of_handle_block( $script['id'] );
	if ( '' !== $block || null !== $known ) {
		return '' !== $block ? $block : $known;
	}
	$state = &wcis_inline_jquery_state();
	if ( $state['searched'] || count( wcis_known_undeclared_jquery() ) >= WCIS_UNDECLARED_JQUERY_MAX ) {
		return null;
	}
	$state['searched'] = true;
	$found             = wcis_find_script_source( $script['body'] );
	if ( null === $found ) {
		/* translators: %s: a number of seconds. */
		return sprintf( __( 'not found within %s s in the active theme\'s and plugins\' PHP files', 'wc-islands' ), WCIS_ORIGIN_SEARCH_SECONDS );
	}
	return '' === $found ? __( 'not in the active theme\'s or plugins\' PHP files (a setting, a block, a widget?)', 'wc-islands' ) : $found;
}

/**
 * The kept scripts remembered so far: key => origin (null until searched), excerpt, page types.
 *
 * @return array<string, array{origin: ?string, excerpt: string, pages: string[]}>
 */
function wcis_known_undeclared_jquery(): array {
	$known = get_option( WCIS_UNDECLARED_JQUERY_OPTION, array() );
	return is_array( $known ) ? $known : array();
}

/**
 * Remembers a kept script, written only when something new appears (a script, its origin, a page type), so a busy
 * store does not write an option on every page view.
 *
 * @param string                                                           $key    wcis_script_key() of its text.
 * @param string|null                                                      $origin Who printed it, null if not known yet.
 * @param string                                                           $body   Its text.
 * @param array<string, array{origin: ?string, excerpt: string, pages: string[]}> $known  What is remembered.
 */
function wcis_remember_undeclared_jquery( string $key, ?string $origin, string $body, array $known ): void {
	if ( ! isset( $known[ $key ] ) && count( $known ) >= WCIS_UNDECLARED_JQUERY_MAX ) {
		return;
	}
	$entry   = $known[ $key ] ?? array(
		'origin'  => null,
		'excerpt' => wcis_script_excerpt( $body ),
		'pages'   => array(),
	);
	$page    = wcis_page_type();
	$changed = ! isset( $known[ $key ] ) || ( null === $entry['origin'] && null !== $origin ) || ! in_array( $page, $entry['pages'], true );
	if ( ! $changed ) {
		return;
	}
	$entry['origin'] = $entry['origin'] ?? $origin;
	$entry['pages']  = array_values( array_unique( array_merge( $entry['pages'], array( $page ) ) ) );
	$known[ $key ]   = $entry;
	update_option( WCIS_UNDECLARED_JQUERY_OPTION, $known, false );
}

/**
 * The page's type as a store manager names it, for Site Health.
 *
 * @return string
 */
function wcis_page_type(): string {
	$woo = function_exists( 'is_woocommerce' );
	$map = array(
		'order-received' => $woo && is_wc_endpoint_url( 'order-received' ),
		'checkout'       => $woo && is_checkout(),
		'cart'           => $woo && is_cart(),
		'my account'     => $woo && is_account_page(),
		'product'        => $woo && is_product(),
		'shop'           => $woo && ( is_shop() || is_product_taxonomy() ),
		'front page'     => is_front_page(),
		'search'         => is_search(),
		'post'           => is_single(),
		'page'           => is_page(),
		'archive'        => is_archive() || is_home(),
		'not found'      => is_404(),
	);
	$type = array_search( true, $map, true );
	return false === $type ? 'other' : (string) $type;
}

/**
 * Whether the response is an HTML page (no Content-Type sent yet means WordPress's text/html).
 *
 * @return bool
 */
function wcis_is_html_response(): bool {
	foreach ( headers_list() as $header ) {
		if ( 0 === stripos( $header, 'content-type:' ) ) {
			return false !== stripos( $header, 'text/html' );
		}
	}
	return true;
}
