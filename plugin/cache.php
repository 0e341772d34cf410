<?php
/**
 * Cart-neutral catalog pages (issue #27): a guest's catalog page is printed the same for every guest,
 * with or without a cart, and says so to shared caches; every other front-end page says it is personal.
 *
 *   X-WC-Islands-Cache: shareable  +  Cache-Control: public, max-age=0, s-maxage=<N>
 *   X-WC-Islands-Cache: personal   +  Cache-Control: private, no-cache (or WordPress's own private header, kept)
 *
 * The cart the guest holds reaches the page from the bundle's fragments cache (an inline text-only
 * copy before the first paint, then the cart-fragments island) or from one uncached
 * `get_refreshed_fragments`, which also carries the session's notices held back from the page.
 *
 * @package wc-islands
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The class name of the element the held-back session notices replace (also in the bundle). */
const WCIS_SESSION_NOTICES_CLASS = 'wc-islands-session-notices';

/**
 * This request's cache state: whether the page is printed neutral, the notices held back from it,
 * the nonce actions created while it printed, and the class already sent.
 *
 * @return array{neutral: bool, notices: mixed, nonces: string[], sent: string}
 */
function &wcis_cache_state(): array {
	static $state = array(
		'neutral' => false,
		'notices' => null,
		'nonces'  => array(),
		'sent'    => '',
	);
	return $state;
}

/**
 * Pure decision from the request's facts: 'shareable' only for a guest's GET/HEAD of a catalog page
 * with no add-to-cart and no cookie that personalises WordPress's own output; else 'personal'.
 *
 * @param array<string, bool> $facts logged_in, read_only (GET/HEAD), add_to_cart, catalog, personal_page
 *                                   (cart, checkout, account, preview, password form), personal_cookie
 *                                   (comment author, post password).
 * @return string 'shareable' or 'personal'.
 */
function wcis_cache_class_for( array $facts ): string {
	$personal = ! empty( $facts['logged_in'] ) || empty( $facts['read_only'] ) || ! empty( $facts['add_to_cart'] ) || empty( $facts['catalog'] )
		|| ! empty( $facts['personal_page'] ) || ! empty( $facts['personal_cookie'] );
	return $personal ? 'personal' : 'shareable';
}

/**
 * The request's facts for wcis_cache_class_for(), read once the main query ran.
 *
 * @return array<string, bool>
 */
function wcis_cache_facts(): array {
	$woo_page = function_exists( 'is_cart' ) && ( is_cart() || is_checkout() || is_account_page() || is_wc_endpoint_url() );
	return array_merge(
		wcis_cache_facts_early(),
		array(
			// Home, blog index, listings (shop, product category/tag/brand, post archives), posts, pages and
			// products; not search results (any query string makes a new page) nor a 404 (it may be published next).
			'catalog'       => is_front_page() || is_home() || is_singular() || is_archive(),
			'personal_page' => $woo_page || is_preview() || is_customize_preview() || is_robots() || is_feed() || is_trackback()
				|| ( is_singular() && post_password_required() ),
		)
	);
}

/**
 * The facts known before the main query: user, method, add-to-cart, cookies.
 *
 * @return array<string, bool>
 */
function wcis_cache_facts_early(): array {
	$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
	$cookie = false;
	foreach ( array_keys( $_COOKIE ) as $name ) {
		// The comment form is filled from these, a protected post opened with this one.
		if ( 0 === strpos( (string) $name, 'comment_author_' ) || 0 === strpos( (string) $name, 'wp-postpass_' ) ) {
			$cookie = true;
		}
	}
	return array(
		'logged_in'       => is_user_logged_in(),
		'read_only'       => in_array( $method, array( 'GET', 'HEAD' ), true ),
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only read to classify the request.
		'add_to_cart'     => isset( $_REQUEST['add-to-cart'] ),
		'personal_cookie' => $cookie,
	);
}

/**
 * The shared cache lifetime of a shareable page, in seconds (`wc_islands_shared_cache_ttl`).
 *
 * @return int
 */
function wcis_shared_cache_ttl(): int {
	return max( 0, (int) apply_filters( 'wc_islands_shared_cache_ttl', HOUR_IN_SECONDS ) );
}

/**
 * Sends the class and its Cache-Control, replacing what WordPress or WooCommerce sent before (their
 * nocache_headers() for logged-in users and WooCommerce pages runs between our two passes). A class
 * once sent never changes: personal stays personal.
 *
 * @param string $cache_class 'shareable' or 'personal'.
 */
function wcis_send_cache_headers( string $cache_class ): void {
	$state = &wcis_cache_state();
	if ( headers_sent() || ( '' !== $state['sent'] && $cache_class !== $state['sent'] ) ) {
		return;
	}
	$state['sent'] = $cache_class;
	header( 'X-WC-Islands-Cache: ' . $cache_class );
	if ( 'shareable' === $cache_class ) {
		header_remove( 'Pragma' );
		header_remove( 'Expires' );
		header( 'Cache-Control: public, max-age=0, s-maxage=' . wcis_shared_cache_ttl() );
	} else {
		// `private` keeps shared caches out; `no-store` would also keep the page out of the browser's
		// back/forward cache, so we never add it. What WordPress or WooCommerce already sent that keeps
		// shared caches out (nocache_headers() on cart, checkout and account: private, and no-store for
		// a logged-in user) stays as they sent it.
		foreach ( headers_list() as $line ) {
			if ( 0 === stripos( $line, 'Cache-Control:' ) && preg_match( '/\b(private|no-store)\b/i', $line ) ) {
				return;
			}
		}
		header( 'Cache-Control: private, no-cache' );
	}
}

/**
 * After the main query (conditional tags work), before anything prints: a shareable candidate is
 * printed neutral, so its class is decided when the whole response is known; anything else is
 * personal now. Every front-end page the bundle runs on is buffered, once, for wcis_page_finish().
 */
function wcis_cache_start(): void {
	if ( is_admin() || wp_doing_ajax() || ! wcis_is_active() ) {
		return;
	}
	if ( 'shareable' === wcis_cache_class_for( wcis_cache_facts() ) ) {
		wcis_neutral_begin();
	} else {
		wcis_send_cache_headers( 'personal' );
	}
	ob_start( 'wcis_page_finish' );
}
add_action( 'template_redirect', 'wcis_cache_start', 1 );

/**
 * The page buffer's callback: first what the page needs (jQuery for an inline script that uses it without
 * declaring it), then the cache class from the page as sent. A page cache's own buffer, started earlier,
 * wraps this one, so what it stores has both.
 *
 * @param string $html  The page (or a chunk of it, if something flushed early).
 * @param int    $phase PHP_OUTPUT_HANDLER_* flags.
 * @return string
 */
function wcis_page_finish( string $html, int $phase ): string {
	return wcis_cache_finish( wcis_undeclared_jquery_finish( $html ), $phase );
}

/**
 * The final class, from what the response turned out to be (on its first chunk if something flushed early).
 *
 * @param string $html  The page (or its first chunk).
 * @param int    $phase PHP_OUTPUT_HANDLER_* flags.
 * @return string The page, unchanged.
 */
function wcis_cache_finish( string $html, int $phase ): string {
	unset( $phase );
	if ( '' === wcis_cache_state()['sent'] ) {
		$shareable = '' === wcis_personal_reason( $html );
		/**
		 * Whether this neutral catalog page may be stored by a shared cache. Return false to mark it
		 * personal (e.g. a widget that prints something of the visitor's).
		 *
		 * @param bool   $shareable The plugin's decision.
		 * @param string $html      The page.
		 */
		$shareable = (bool) apply_filters( 'wc_islands_cache_shareable', $shareable, $html );
		wcis_send_cache_headers( $shareable ? 'shareable' : 'personal' );
	}
	return $html;
}

/**
 * Why a page printed neutral is still personal, or '' when it is not: an answer that is not a plain
 * page, a cookie being set, a nonce bound to this visitor, the visitor's cart or email in the body.
 *
 * @param string $html The page.
 * @return string
 */
function wcis_personal_reason( string $html ): string {
	$status = http_response_code();
	if ( 200 !== $status ) {
		return 'status ' . $status;
	}
	foreach ( headers_list() as $header ) {
		if ( 0 === stripos( $header, 'set-cookie:' ) ) {
			return 'sets a cookie';
		}
	}
	foreach ( array_unique( wcis_cache_state()['nonces'] ) as $action ) {
		// A guest's nonce is the same for every guest unless a filter binds it to a visitor
		// (WooCommerce does for `woocommerce*` actions once the guest has a session).
		if ( 0 !== (int) apply_filters( 'nonce_user_logged_out', 0, $action ) ) {
			return 'nonce ' . $action . ' is bound to this visitor';
		}
	}
	$needles = array();
	if ( function_exists( 'WC' ) && WC()->cart ) {
		$needles = array_keys( WC()->cart->get_cart() );
	}
	if ( function_exists( 'WC' ) && WC()->customer && WC()->customer->get_billing_email() ) {
		$needles[] = WC()->customer->get_billing_email();
	}
	foreach ( $needles as $needle ) {
		if ( '' !== (string) $needle && false !== strpos( $html, (string) $needle ) ) {
			return 'holds the visitor\'s cart or email';
		}
	}
	return '';
}

/**
 * Records every nonce action created while a neutral page prints (WordPress 6.1+ passes the action).
 *
 * @param int        $life   Nonce life.
 * @param string|int $action The nonce's action.
 * @return int
 */
function wcis_track_nonce( $life, $action = -1 ) {
	$state = &wcis_cache_state();
	if ( $state['neutral'] ) {
		$state['nonces'][] = (string) $action;
	}
	return $life;
}

/**
 * Prints the page as for a guest with an empty cart and no notices: the header cart counts 0 and
 * shows a zero total, WooCommerce's session notices are held back (kept in the session, shown by the
 * fragments refresh) and a placeholder marks where they go.
 */
function wcis_neutral_begin(): void {
	$state            = &wcis_cache_state();
	$state['neutral'] = true;
	add_filter( 'nonce_life', 'wcis_track_nonce', PHP_INT_MAX, 2 );
	add_filter( 'woocommerce_cart_contents_count', '__return_zero', PHP_INT_MAX );
	add_filter( 'woocommerce_cart_subtotal', 'wcis_neutral_subtotal', PHP_INT_MAX );
	if ( function_exists( 'WC' ) && WC()->session ) {
		$state['notices'] = WC()->session->get( 'wc_notices', null );
		if ( null !== $state['notices'] ) {
			WC()->session->set( 'wc_notices', null );
		}
	}
	add_action( 'storefront_content_top', 'wcis_print_notices_placeholder', 15 );
	add_action( 'woocommerce_before_main_content', 'wcis_print_notices_placeholder', 15 );
	if ( isset( wcis_header_cart_themes()[ get_template() ] ) ) {
		// Before wp_print_styles (8): an inline script after a stylesheet waits for it, and the parser with it.
		add_action( 'wp_head', 'wcis_print_header_cart_script', 1 );
	}
	// Before WooCommerce saves the session (shutdown, 20): the held-back notices go back in.
	add_action( 'shutdown', 'wcis_neutral_end', 0 );
}

/**
 * An empty cart's total, as WooCommerce prints it.
 *
 * @return string
 */
function wcis_neutral_subtotal(): string {
	return wc_price( 0 );
}

/**
 * Gives the held-back notices back to the session, for the next uncached request.
 */
function wcis_neutral_end(): void {
	$state = &wcis_cache_state();
	if ( null !== $state['notices'] && function_exists( 'WC' ) && WC()->session ) {
		WC()->session->set( 'wc_notices', $state['notices'] );
	}
}

/**
 * Where the held-back notices show once the fragments refresh brings them: once per page, empty
 * (no height, so no layout shift while there is nothing to show).
 */
function wcis_print_notices_placeholder(): void {
	static $printed = false;
	if ( $printed ) {
		return;
	}
	$printed = true;
	echo '<div class="' . esc_attr( WCIS_SESSION_NOTICES_CLASS ) . '"></div>';
}

/**
 * The session's notices as a fragment of the refresh and of the bundle's cart answers: the one
 * uncached request of a page served from a shared cache. Absent when there are none. The bundle
 * applies it inertly and never stores it (a stored copy would show again on every page).
 *
 * @param array<string, string> $fragments Selector => markup.
 * @return array<string, string>
 */
function wcis_session_notices_fragment( $fragments ) {
	if ( ! is_array( $fragments ) || ! wcis_is_active() || ! function_exists( 'wc_notice_count' ) || ! WC()->session || 0 === wc_notice_count() ) {
		return $fragments;
	}
	$fragments[ 'div.' . WCIS_SESSION_NOTICES_CLASS ] = '<div class="' . esc_attr( WCIS_SESSION_NOTICES_CLASS ) . '"><div class="woocommerce-notices-wrapper">' . wc_print_notices( true ) . '</div></div>';
	return $fragments;
}
add_filter( 'woocommerce_add_to_cart_fragments', 'wcis_session_notices_fragment', PHP_INT_MAX );

/**
 * The themes whose header cart the text-only copy knows (issue #28), by template: the fragment key the theme adds
 * for it (also the selector of the links in the page: Astra's desktop and mobile headers, OceanWP's menu and mobile
 * icon each have one), and the link's selector within that fragment's markup. docs/reference/theme-oceanwp.md,
 * docs/reference/theme-astra.md.
 *
 * @return array<string, array{key: string, link: string}>
 */
function wcis_header_cart_themes(): array {
	return array(
		'storefront' => array(
			'key'  => 'a.cart-contents',
			'link' => 'a.cart-contents',
		),
		'astra'      => array(
			'key'  => 'a.cart-container',
			'link' => 'a.cart-container',
		),
		'oceanwp'    => array(
			'key'  => 'li.woo-menu-icon a.wcmenucart, .oceanwp-mobile-menu-icon a.wcmenucart',
			'link' => 'a.wcmenucart',
		),
	);
}

/**
 * The text-only copy of the stored header cart, so the shopper's count and total are there at the first
 * paint. Printed in the head, before the stylesheets (it never waits for them, nor holds the parser): it
 * watches the parse with a MutationObserver, whose callback runs at the end of the parser task that added
 * the link, before any rendering, and stops once the document is parsed. The file header-cart.js, the same
 * text on every page (one CSP hash, wcis_header_cart_script_hash()); the storage keys come from its data
 * attributes. docs/reference/cart-neutral-pages.md, "The header at the first paint".
 *
 * It applies nothing but text: the stored `a.cart-contents` fragment is parsed in a `<template>`
 * (inert: no loads, no scripts) and only when its elements have the same tags and classes as the
 * printed link (so far, while the parser is still inside it) are the text nodes copied, one by one. Used
 * only when the tab's hash equals the `woocommerce_cart_hash` cookie and the cache is under 24 h old, as
 * the bundle's own cache rule.
 *
 * @return string
 */
function wcis_header_cart_script(): string {
	static $script = null;
	if ( null === $script ) {
		$script = trim( (string) file_get_contents( __DIR__ . '/header-cart.js' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of this plugin.
	}
	return $script;
}

/**
 * The `sha256-…` source of wcis_header_cart_script() for a hash-based Content Security Policy.
 *
 * @return string
 */
function wcis_header_cart_script_hash(): string {
	// WordPress prints an inline script between two newlines (wp_get_inline_script_tag).
	return 'sha256-' . base64_encode( hash( 'sha256', "\n" . wcis_header_cart_script() . "\n", true ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the CSP source format.
}

/**
 * Prints the header cart's text-only copy (in the head, for a theme of wcis_header_cart_themes()). A CSP plugin
 * adds its nonce through `wp_inline_script_attributes`; `wc_islands_header_cart_script` false prints none.
 */
function wcis_print_header_cart_script(): void {
	if ( ! apply_filters( 'wc_islands_header_cart_script', true ) ) {
		return;
	}
	$header_cart = wcis_header_cart_themes()[ get_template() ] ?? wcis_header_cart_themes()['storefront'];
	$salt        = md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() );
	wp_print_inline_script_tag(
		wcis_header_cart_script(),
		array(
			'id'             => 'wc-islands-header-cart',
			'data-fragments' => apply_filters( 'woocommerce_cart_fragment_name', 'wc_fragments_' . $salt ),
			'data-hash'      => apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . $salt ),
			'data-key'       => $header_cart['key'],
			'data-link'      => $header_cart['link'],
		)
	);
}

/**
 * A fresh nonce for an action a guest's page needs (issue #27): a page a shared cache kept for two
 * days carries a nonce no longer valid, and Jetpack binds none to the guest. Only the actions
 * every page prints for anyone anyway (`wc_islands_public_nonce_actions`, default Jetpack's carousel
 * comment) are given; never stored (Cache-Control: private, no-store).
 */
function wcis_fresh_nonce(): void {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- gives out a nonce any page prints.
	$action  = isset( $_GET['for'] ) ? sanitize_key( wp_unslash( $_GET['for'] ) ) : '';
	$allowed = (array) apply_filters( 'wc_islands_public_nonce_actions', array( 'carousel_nonce' ) );
	nocache_headers();
	header( 'Cache-Control: private, no-store' );
	if ( ! in_array( $action, $allowed, true ) ) {
		wp_send_json( array( 'error' => 'unknown action' ), 400 );
	}
	wp_send_json( array( 'nonce' => wp_create_nonce( $action ) ) );
}
add_action( 'wp_ajax_wc_islands_nonce', 'wcis_fresh_nonce' );
add_action( 'wp_ajax_nopriv_wc_islands_nonce', 'wcis_fresh_nonce' );

/**
 * Requests personal whatever page they reach (a guest's add, a form post, a logged-in user), marked
 * before WooCommerce's form handler (wp_loaded, 20) may redirect and exit before template_redirect.
 */
function wcis_cache_mark_early(): void {
	if ( is_admin() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || ! wcis_is_active() ) {
		return;
	}
	$facts = wcis_cache_facts_early();
	if ( $facts['logged_in'] || ! $facts['read_only'] || $facts['add_to_cart'] ) {
		wcis_send_cache_headers( 'personal' );
	}
}
add_action( 'wp_loaded', 'wcis_cache_mark_early', 0 );
