<?php
/**
 * Tests only: with `?wcis_inline_jquery=1`, the theme echoes in wp_footer (before the footer's scripts, as Kadence
 * 1.5.1 echoes its own in the header on the checkout) an inline script that calls jQuery, declared nowhere. It
 * records what its `removed_from_cart` listener heard in window.wcisThemeHeard.
 *
 * @package wc-islands
 */

add_action(
	'wp_footer',
	function (): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- tests: a read-only switch.
		if ( ! isset( $_GET['wcis_inline_jquery'] ) ) {
			return;
		}
		echo "<script>window.wcisThemeHeard = []; jQuery( document.body ).on( 'removed_from_cart', function( event, fragments, cartHash, button ) { window.wcisThemeHeard.push( { argCount: arguments.length, fragmentKeys: Object.keys( fragments || {} ).sort(), cartHash: cartHash, isJQuery: button instanceof jQuery, isRemoveLink: jQuery( button ).hasClass( 'remove_from_cart_button' ) } ); });</script>\n";
	},
	5
);
