<?php
/**
 * Site Health > Info: what the bundle replaces, which legacy scripts stayed and why, and the inline scripts
 * jQuery was kept for.
 *
 * @package wc-islands
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Adds the wc-islands section to Site Health's debug information.
 *
 * @param array<string, mixed> $info Sections so far.
 * @return array<string, mixed>
 */
function wcis_debug_information( array $info ): array {
	$fields = array(
		'version'          => array(
			'label' => __( 'Version', 'wc-islands' ),
			'value' => WCIS_VERSION,
		),
		'disabled'         => array(
			'label' => __( 'Islands switched off', 'wc-islands' ),
			'value' => implode( ', ', wcis_get_disabled_islands() ) ? implode( ', ', wcis_get_disabled_islands() ) : __( 'none', 'wc-islands' ),
		),
		// Pixels hook woocommerce_add_to_cart_fragments with a script (docs/reference/fragment-scripts.md).
		'fragment-scripts' => array(
			'label' => __( 'Scripts in cart fragments', 'wc-islands' ),
			'value' => __( 'Run once, in order, from a live add, removal or refresh answer, as WooCommerce runs them; never from the stored copy replayed on page load. Under a Content Security Policy they fare as with WooCommerce\'s own scripts: a policy with \'strict-dynamic\' lets them run; a nonce policy without it refuses an inline fragment script that carries no valid nonce (a pixel added to the cart fragments then never fires).', 'wc-islands' ),
		),
	);
	$kept   = get_option( 'wcis_kept_handles', array() );
	foreach ( is_array( $kept ) ? $kept : array() as $handle => $why ) {
		$fields[ 'kept-' . $handle ] = array(
			/* translators: %s: a script handle. */
			'label' => sprintf( __( 'Kept: %s', 'wc-islands' ), $handle ),
			'value' => implode( '; ', (array) $why ),
		);
	}
	$index = 0;
	foreach ( wcis_known_undeclared_jquery() as $script ) {
		$fields[ 'undeclared-jquery-' . ( ++$index ) ] = array(
			'label' => __( 'Kept jQuery for an inline script', 'wc-islands' ),
			'value' => sprintf(
				/* translators: 1: page types, 2: the theme or plugin that printed the script, 3: the script's start. */
				__( 'kept jQuery on %1$s for %2$s: %3$s', 'wc-islands' ),
				implode( ', ', (array) $script['pages'] ),
				$script['origin'] ?? __( 'a script not searched for yet', 'wc-islands' ),
				$script['excerpt']
			),
		);
	}
	$info['wc-islands'] = array(
		'label'  => __( 'wc-islands', 'wc-islands' ),
		'fields' => $fields,
	);
	return $info;
}
add_filter( 'debug_information', 'wcis_debug_information' );
