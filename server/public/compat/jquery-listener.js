/* global jQuery */
/**
 * Compat fixture (our own code), `?compat=jquery-listener`: listens with jQuery on the body, the pattern of
 * pixels, side carts and gateways (Facebook for WooCommerce's `.one( 'added_to_cart' )` fragment script,
 * PayPal Payments' `wc_fragments_loaded wc_fragments_refreshed` re-render), enqueued with jquery as its
 * dependency. Records each call in window.wcIslandsJQueryHeard as plain values.
 */
jQuery( function ( $ ) {
	var heard = ( window.wcIslandsJQueryHeard = window.wcIslandsJQueryHeard || [] );

	function describeWrapped( $wrapped ) {
		if ( ! $wrapped || typeof $wrapped.jquery !== 'string' ) return { isJQuery: false };
		return {
			isJQuery: true,
			length: $wrapped.length,
			// .data() is jQuery's own API: plugins read the product this way.
			productId: String( $wrapped.data( 'product_id' ) ),
			isRemoveLink: $wrapped.hasClass( 'remove_from_cart_button' ),
		};
	}

	$( document.body ).on( 'adding_to_cart', function ( event, $button, data ) {
		heard.push( {
			name: event.type,
			argCount: arguments.length,
			thisIsBody: this === document.body,
			button: describeWrapped( $button ),
			dataProductId: data && data.product_id !== undefined ? String( data.product_id ) : null,
			dataQuantity: data && data.quantity !== undefined ? String( data.quantity ) : null,
		} );
	} );

	$( document.body ).on( 'added_to_cart removed_from_cart', function ( event, fragments, cartHash, $button ) {
		heard.push( {
			name: event.type,
			argCount: arguments.length,
			thisIsBody: this === document.body,
			fragmentKeys: fragments && typeof fragments === 'object' ? Object.keys( fragments ).sort() : null,
			cartHashType: typeof cartHash,
			cartHash: cartHash,
			button: describeWrapped( $button ),
		} );
	} );

	$( document.body ).on( 'wc_fragments_loaded wc_fragments_refreshed', function ( event ) {
		heard.push( { name: event.type, argCount: arguments.length } );
	} );

	// Facebook for WooCommerce's fragment script: a one-time listener, removed after its first call.
	$( document.body ).one( 'added_to_cart', function () {
		heard.push( { name: 'one:added_to_cart' } );
	} );

	window.wcIslandsJQueryListening = true;
} );
