/* global jQuery, wc_add_to_cart_params */
/**
 * Compat fixture (our own code), `?compat=jquery-trigger`: a side cart / quick view that adds to the cart with
 * its own request, then tells WooCommerce with jQuery, as such plugins do: `trigger( 'added_to_cart',
 * [ fragments, cart_hash, $button ] )` after its add, and `trigger( 'wc_fragment_refresh' )` to ask for
 * fresh fragments. Its two buttons sit in a small panel above the shop's products.
 */
jQuery( function ( $ ) {
	var $first = $( '.add_to_cart_button[data-product_id]' ).first();
	if ( ! $first.length ) return;
	var $panel = $( '<section class="compat-fixture" aria-label="Side cart fixture"></section>' );
	var $quickAdd = $( '<button type="button">Quick add (side cart)</button>' );
	var $refresh = $( '<button type="button">Refresh side cart</button>' );
	$panel.append( $quickAdd, ' ', $refresh ).insertBefore( '#main' );

	$quickAdd.on( 'click', function () {
		var url = wc_add_to_cart_params.wc_ajax_url.toString().replace( '%%endpoint%%', 'add_to_cart' );
		$.post( url, { product_id: $first.data( 'product_id' ), quantity: 1 }, function ( response ) {
			if ( ! response || response.error ) return;
			$( document.body ).trigger( 'added_to_cart', [ response.fragments, response.cart_hash, $quickAdd ] );
		} );
	} );

	$refresh.on( 'click', function () {
		$( document.body ).trigger( 'wc_fragment_refresh' );
	} );
} );
