<?php
/**
 * Pure functions: which handles the bundle replaces on a page, and what must stay.
 *
 * @package wc-islands
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The islands switched off on the settings page (a stored list, so islands added by an update start on).
 *
 * @return string[] Island names.
 */
function wcis_get_disabled_islands(): array {
	$stored = get_option( 'wcis_disabled_islands', array() );
	return is_array( $stored ) ? array_values( array_intersect( array_keys( wcis_island_handles() ), $stored ) ) : array();
}

/**
 * The islands on for this request: every island less those switched off, then the
 * `wc_islands_enabled_islands` filter (for code: e.g. keep a theme's own sort script).
 *
 * @return string[] Island names.
 */
function wcis_get_enabled_islands(): array {
	$enabled = array_values( array_diff( array_keys( wcis_island_handles() ), wcis_get_disabled_islands() ) );
	$enabled = apply_filters( 'wc_islands_enabled_islands', $enabled );
	return is_array( $enabled ) ? array_values( array_intersect( array_keys( wcis_island_handles() ), $enabled ) ) : array();
}

/**
 * Scripts that call what a replaced file defines without declaring that file (issue #28): handle => the handles it
 * needs. A theme's script is matched by its own handle, so the rule holds only while that theme enqueues it (and
 * lapses when the store switches the feature off). Extended by the `wc_islands_undeclared_dependencies` filter.
 *
 * @return array<string, string[]>
 */
function wcis_undeclared_dependencies(): array {
	return array(
		// OceanWP's quick view (on by default) loads a product's form into its modal and calls
		// `$form.wc_variation_form()` on it, declaring only its main script: add-to-cart-variation.js must print,
		// so the variations island stays off under it (docs/reference/theme-oceanwp.md).
		'oceanwp-woo-quick-view' => array( 'wc-add-to-cart-variation' ),
	);
}

/**
 * The registered dependencies with the undeclared ones added, for handles that are registered.
 *
 * @param array<string, string[]> $deps       Handle => its dependencies as registered.
 * @param array<string, string[]> $undeclared Handle => handles it needs without declaring them.
 * @return array<string, string[]>
 */
function wcis_with_undeclared_dependencies( array $deps, array $undeclared ): array {
	foreach ( $undeclared as $handle => $needs ) {
		if ( isset( $deps[ $handle ] ) && is_array( $needs ) ) {
			$deps[ $handle ] = array_values( array_unique( array_merge( $deps[ $handle ], array_map( 'strval', $needs ) ) ) );
		}
	}
	return $deps;
}

/**
 * Decides, for the handles a page has enqueued, which ones the bundle replaces and which stay.
 *
 * A handle is replaced only while every island that lists it is on (woocommerce.js does the work of
 * several islands) and no script that stays needs it, directly or through its dependencies. A handle
 * that stays switches off every island listing it, so the legacy file and an island never both act
 * on the same element; that may keep further handles, so this runs to a fixed point.
 *
 * @param array<string, string[]> $islands Island name => handles it replaces.
 * @param string[]                $enabled Islands switched on.
 * @param string[]                $queue   Handles enqueued on the page.
 * @param array<string, string[]> $deps    Handle => its dependencies as registered (before any change).
 * @return array{replaced: string[], kept: array<string, string>, off: array<string, string>}
 *         Replaced handles; kept handles => why; islands off => why.
 */
function wcis_plan( array $islands, array $enabled, array $queue, array $deps ): array {
	$off = array();
	foreach ( array_keys( $islands ) as $island ) {
		if ( ! in_array( $island, $enabled, true ) ) {
			$off[ $island ] = 'switched off';
		}
	}
	$kept = array();
	do {
		$replaced = wcis_replaceable_handles( $islands, $off, $kept );
		// Replaced handles that a staying script depends on, directly or through other staying handles.
		$needed   = wcis_walk_dependencies( array_diff( $queue, $replaced ), $deps, $replaced )['stopped'];
		$changed  = false;
		foreach ( $needed as $handle => $needed_by ) {
			$kept[ $handle ] = sprintf( '%s depends on it', $needed_by );
			foreach ( $islands as $island => $handles ) {
				if ( ! isset( $off[ $island ] ) && in_array( $handle, $handles, true ) ) {
					$off[ $island ] = sprintf( '%s stays (%s)', $handle, $kept[ $handle ] );
					$changed        = true;
				}
			}
		}
	} while ( $changed );
	return array(
		'replaced' => $replaced,
		'kept'     => $kept,
		'off'      => $off,
	);
}

/**
 * Handles listed by islands that are on, less those any island that is off lists (its legacy file
 * does that island's job) and those already kept.
 *
 * @param array<string, string[]> $islands Island name => handles.
 * @param array<string, string>   $off     Islands off => why.
 * @param array<string, string>   $kept    Kept handles => why.
 * @return string[]
 */
function wcis_replaceable_handles( array $islands, array $off, array $kept ): array {
	$on = array();
	$no = array_keys( $kept );
	foreach ( $islands as $island => $handles ) {
		if ( isset( $off[ $island ] ) ) {
			$no = array_merge( $no, $handles );
		} else {
			$on = array_merge( $on, $handles );
		}
	}
	return array_values( array_unique( array_diff( $on, $no ) ) );
}

/**
 * Walks the dependency graph depth first from $start, in its order, never through a $stop handle:
 * every handle a queue prints (no $stop), or the replaced handles a staying script still needs (a
 * replaced handle's own dependencies are no longer needed by it, so the walk stops there).
 *
 * @param string[]                $start Handles to start from.
 * @param array<string, string[]> $deps  Handle => its dependencies.
 * @param string[]                $stop  Handles reached but not walked through.
 * @return array{walked: string[], stopped: array<string, string>}
 *         Handles walked, in visiting order; each $stop handle reached => the first walked handle that depends on it.
 */
function wcis_walk_dependencies( array $start, array $deps, array $stop = array() ): array {
	$walked  = array();
	$stopped = array();
	$stack   = array_reverse( array_values( $start ) );
	while ( $stack ) {
		$handle = array_pop( $stack );
		if ( isset( $walked[ $handle ] ) ) {
			continue;
		}
		$walked[ $handle ] = true;
		foreach ( $deps[ $handle ] ?? array() as $dep ) {
			if ( in_array( $dep, $stop, true ) ) {
				$stopped[ $dep ] = $stopped[ $dep ] ?? $handle;
			} else {
				$stack[] = $dep;
			}
		}
	}
	return array(
		'walked'  => array_map( 'strval', array_keys( $walked ) ),
		'stopped' => $stopped,
	);
}

/**
 * Whether the request may run the bundle: the `wc_islands_enabled` filter (default on), and the
 * `?wc-islands=off` kill switch for store managers comparing with the legacy scripts.
 *
 * @return bool
 */
function wcis_is_active(): bool {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only view switch, changes nothing.
	$kill = isset( $_GET['wc-islands'] ) && 'off' === sanitize_key( wp_unslash( $_GET['wc-islands'] ) );
	if ( $kill && ( current_user_can( 'manage_woocommerce' ) || current_user_can( 'manage_options' ) ) ) {
		return false;
	}
	return (bool) apply_filters( 'wc_islands_enabled', ! is_admin() );
}

/**
 * The settings the bundle reads from `<script type="application/json" id="wc-islands-settings">`:
 * islands off on this page, and the REST root, with a `wp_rest` nonce and the nonce endpoint for a
 * logged-in user (a guest's page may be cached, so it carries no nonce), and the bundle's own strings
 * in the visitor's language (determine_locale(); American English needs none: the bundle's are English).
 *
 * @param string[] $off Islands off on this page.
 * @return array<string, mixed>
 */
function wcis_bundle_settings( array $off ): array {
	$rest = array( 'root' => esc_url_raw( get_rest_url() ) );
	if ( is_user_logged_in() ) {
		$rest['nonce']         = wp_create_nonce( 'wp_rest' );
		$rest['nonceEndpoint'] = esc_url_raw( admin_url( 'admin-ajax.php?action=rest-nonce' ) );
	}
	$settings = array(
		'disabled' => array_values( $off ),
		'rest'     => $rest,
	);
	if ( 'en_US' !== determine_locale() ) {
		$settings['strings'] = wcis_bundle_strings();
	}
	return $settings;
}

/**
 * The URL of the bundle's loader inside this plugin.
 *
 * @return string
 */
function wcis_loader_url(): string {
	return plugins_url( 'dist/wc-islands.js', WCIS_MAIN_FILE );
}

/**
 * Fetch priority of the loader and its chunk's preload: `low` by default, so on a slow link the theme's
 * render-blocking CSS and the LCP image (WordPress marks it `fetchpriority="high"`) get the bandwidth first. A
 * module script runs only once the document is parsed, which on such a link is about when the CSS is in; measured
 * on the real store: docs/reference/lcp-real-store.md. Filter `wc_islands_loader_fetchpriority`: low, auto, high.
 *
 * @return string
 */
function wcis_loader_fetchpriority(): string {
	$priority = apply_filters( 'wc_islands_loader_fetchpriority', 'low' );
	return in_array( $priority, array( 'low', 'auto', 'high' ), true ) ? $priority : 'low';
}
