<?php
/**
 * The settings page (WooCommerce > wc-islands): islands on and off, through the Settings API.
 *
 * @package wc-islands
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Who may change the settings: store managers, as for WooCommerce's own settings.
 *
 * @return string
 */
function wcis_settings_capability(): string {
	return class_exists( 'WooCommerce' ) ? 'manage_woocommerce' : 'manage_options';
}

/**
 * Turns the posted form (the islands left checked) into the stored list of islands switched off.
 * Anything that is not a known island name is dropped.
 *
 * @param mixed $input `array( 'form' => '1', 'on' => string[] )` from the page, or a list of names.
 * @return string[] Islands switched off.
 */
function wcis_sanitize_disabled_islands( $input ): array {
	$all = array_keys( wcis_island_handles() );
	if ( is_array( $input ) && isset( $input['form'] ) ) {
		$on = isset( $input['on'] ) && is_array( $input['on'] ) ? array_map( 'sanitize_key', $input['on'] ) : array();
		return array_values( array_diff( $all, $on ) );
	}
	return is_array( $input ) ? array_values( array_intersect( $all, array_map( 'sanitize_key', $input ) ) ) : array();
}

/**
 * Registers the one option: a list, so islands added by an update start on.
 */
function wcis_register_settings(): void {
	register_setting(
		'wcis_settings',
		'wcis_disabled_islands',
		array(
			'type'              => 'array',
			'default'           => array(),
			'sanitize_callback' => 'wcis_sanitize_disabled_islands',
			'show_in_rest'      => false,
		)
	);
}
add_action( 'admin_init', 'wcis_register_settings' );

/**
 * options.php checks `manage_options` by default; store managers may save this page too.
 *
 * @return string
 */
function wcis_option_page_capability(): string {
	return wcis_settings_capability();
}
add_filter( 'option_page_capability_wcis_settings', 'wcis_option_page_capability' );

/**
 * Adds the page under WooCommerce (under Settings when WooCommerce is not active).
 */
function wcis_add_settings_page(): void {
	add_submenu_page(
		class_exists( 'WooCommerce' ) ? 'woocommerce' : 'options-general.php',
		__( 'wc-islands', 'wc-islands' ),
		__( 'wc-islands', 'wc-islands' ),
		wcis_settings_capability(),
		'wc-islands',
		'wcis_render_settings_page'
	);
}
add_action( 'admin_menu', 'wcis_add_settings_page', 60 );

/**
 * The page: one checkbox per island with the handles it replaces, then what stayed and why.
 */
function wcis_render_settings_page(): void {
	if ( ! current_user_can( wcis_settings_capability() ) ) {
		return;
	}
	$disabled = wcis_get_disabled_islands();
	echo '<div class="wrap"><h1>' . esc_html__( 'wc-islands', 'wc-islands' ) . '</h1>';
	echo '<form method="post" action="options.php">';
	settings_fields( 'wcis_settings' );
	echo '<input type="hidden" name="wcis_disabled_islands[form]" value="1">';
	echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'Islands', 'wc-islands' ) . '</legend><table class="widefat striped"><thead><tr>';
	echo '<th scope="col">' . esc_html__( 'Island', 'wc-islands' ) . '</th><th scope="col">' . esc_html__( 'Replaces', 'wc-islands' ) . '</th></tr></thead><tbody>';
	foreach ( wcis_island_handles() as $island => $handles ) {
		printf(
			'<tr><td><label><input type="checkbox" name="wcis_disabled_islands[on][]" value="%1$s"%2$s> %1$s</label></td><td><code>%3$s</code></td></tr>',
			esc_attr( $island ),
			checked( ! in_array( $island, $disabled, true ), true, false ),
			esc_html( $handles ? implode( ', ', $handles ) : '—' )
		);
	}
	echo '</tbody></table></fieldset>';
	submit_button();
	echo '</form>';
	wcis_render_kept_handles();
	echo '</div>';
}

/**
 * The handles that stayed on some page, and why (also in Site Health > Info).
 */
function wcis_render_kept_handles(): void {
	$kept = get_option( 'wcis_kept_handles', array() );
	if ( ! is_array( $kept ) || ! $kept ) {
		return;
	}
	echo '<h2>' . esc_html__( 'Legacy scripts kept', 'wc-islands' ) . '</h2><ul>';
	foreach ( $kept as $handle => $why ) {
		printf( '<li><code>%s</code>: %s</li>', esc_html( (string) $handle ), esc_html( (string) $why ) );
	}
	echo '</ul>';
}
