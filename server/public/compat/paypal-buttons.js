/* global jQuery */
/**
 * Compat fixture (our own code), `?compat=paypal-buttons`: behaves as WooCommerce PayPal Payments' smart-button
 * script does on the classic checkout (docs/reference/payment-gateways.md s2), with jquery as its only dependency
 * and a local stand-in for the PayPal SDK (a plain button; nothing leaves the page). On `updated_checkout` and
 * `payment_method_selected` it hides Place order while PayPal is chosen and draws its button; its button blocks
 * the form with BlockUI, "creates" the PayPal order (refused when the billing email ends in @decline.test, as a
 * refused create-order answer), then adds `ppcp-resume-order` and clicks #place_order; a refusal unblocks, writes
 * its notice, calls `$.scroll_to_notices` and triggers `checkout_error` with `[ html ]`. Records what it saw in
 * window.wcIslandsPayPal.
 */
jQuery( function ( $ ) {
	var seen = ( window.wcIslandsPayPal = { events: [], errors: [], approvals: 0 } );
	var target = 'form.woocommerce-checkout';

	function chosen() {
		return $( 'input[name="payment_method"]:checked' ).val();
	}

	function render() {
		var isPayPal = chosen() === 'ppcp-gateway';
		$( '#place_order' ).toggle( ! isPayPal );
		var $wrapper = $( '#ppc-button-ppcp-gateway' ).toggle( isPayPal );
		if ( $wrapper.length && ! $wrapper.children().length ) {
			$wrapper.append( '<button type="button" class="button ppcp-standin-button">Pay with PayPal</button>' );
		}
	}

	$( document.body ).on( 'updated_checkout payment_method_selected', function ( event ) {
		seen.events.push( { name: event.type, argCount: arguments.length } );
		render();
	} );
	$( document.body ).on( 'checkout_error', function ( event, html ) {
		seen.events.push( { name: event.type, argCount: arguments.length, htmlType: typeof html } );
	} );

	$( document ).on( 'click', '.ppcp-standin-button', function () {
		$( target ).block( { message: null, overlayCSS: { background: '#fff', opacity: 0.6 } } );
		var refused = /@decline\.test$/.test( String( $( '#billing_email' ).val() ) );
		Promise.resolve().then( function () {
			if ( refused ) {
				$( target ).unblock();
				var html = '<ul class="woocommerce-error" role="alert"><li>PayPal could not create the order.</li></ul>';
				$( '.woocommerce-error' ).remove();
				$( '.woocommerce-notices-wrapper' ).first().prepend( html );
				seen.errors.push( 'create-order' );
				$.scroll_to_notices( $( '.woocommerce-error' ) );
				$( document.body ).trigger( 'checkout_error', [ html ] );
				return;
			}
			$( target ).find( 'input[name="ppcp-resume-order"]' ).remove();
			$( target ).append( '<input type="hidden" name="ppcp-resume-order" value="standin_order_1" />' );
			seen.approvals += 1;
			$( target ).unblock();
			document.querySelector( '#place_order' ).click();
		} );
	} );
	render();
	window.wcIslandsPayPalReady = true;
} );
