/* global jQuery */
/**
 * Compat fixture (our own code), `?compat=stripe-js,stripe-classic`: behaves as WooCommerce Stripe Gateway's
 * classic checkout script does (docs/reference/payment-gateways.md s1), against the stand-in Stripe.js. It mounts
 * its field into the empty `.wc-stripe-upe-element` on each `updated_checkout`; on `checkout_place_order_stripe`
 * it blocks the form with BlockUI, returns false, creates a payment method, adds its id to the form and submits
 * the form itself with jQuery's `.trigger( 'submit' )`, letting the second ask through; on failure it unblocks,
 * writes its notice into the notices wrapper, calls `$.scroll_to_notices` and triggers `checkout_error` without
 * arguments. Records what it saw in window.wcIslandsStripe (plain values) for tests/e2e/payment-gateways.spec.ts.
 */
jQuery( function ( $ ) {
	var seen = ( window.wcIslandsStripe = { events: [], asks: [], mounts: 0, submits: 0, errors: [] } );
	var stripe = window.Stripe( 'pk_test_standin' );
	var elements = null;
	var paymentElement = null;
	var completed = false;

	// Each order review redraws the payment box: the one Element is mounted again into the new, empty container.
	function mount() {
		var $element = $( '.wc-stripe-upe-element' );
		if ( ! $element.length || $element.children().length ) return;
		if ( ! elements ) {
			elements = stripe.elements();
			paymentElement = elements.create( 'payment' );
		}
		paymentElement.mount( $element[ 0 ] );
		seen.mounts += 1;
	}

	$( document.body ).on( 'updated_checkout', function ( event, data ) {
		seen.events.push( { name: event.type, argCount: arguments.length, dataHasFragments: !! ( data && data.fragments ) } );
		mount();
	} );
	$( document.body ).on( 'payment_method_selected checkout_error', function ( event ) {
		seen.events.push( { name: event.type, argCount: arguments.length } );
	} );

	function showError( message ) {
		var $container = $( '.woocommerce-notices-wrapper' ).first();
		$( '.woocommerce-NoticeGroup-checkout, .woocommerce-error, .woocommerce-message' ).remove();
		seen.errors.push( message );
		if ( ! $container.length ) return;
		$container.prepend( $( '<ul class="woocommerce-error" role="alert"><li></li></ul>' ).find( 'li' ).text( message ).end() );
		$( 'form.checkout' ).find( '.input-text, select, input:checkbox' ).trigger( 'validate' ).trigger( 'blur' );
		$.scroll_to_notices( $container );
		$( document.body ).trigger( 'checkout_error' );
	}

	$( 'form.checkout' ).on( 'checkout_place_order_stripe', function ( event, wcCheckoutForm ) {
		var $form = $( this );
		seen.asks.push( {
			argCount: arguments.length,
			thisIsForm: this === $form[ 0 ] && $form.is( 'form.checkout' ),
			formIsWrapped: !! ( wcCheckoutForm && wcCheckoutForm.$checkout_form && wcCheckoutForm.$checkout_form.jquery ),
			paymentMethod: wcCheckoutForm && typeof wcCheckoutForm.get_payment_method === 'function' ? wcCheckoutForm.get_payment_method() : null,
			completed: completed,
		} );
		// The second ask comes from our own submit below: let WooCommerce post the form.
		if ( completed ) {
			completed = false;
			return;
		}
		if ( ! elements ) return;
		$form.addClass( 'processing' ).block( { message: null, overlayCSS: { background: '#fff', opacity: 0.6 } } );
		elements
			.submit()
			.then( function ( result ) {
				if ( result.error ) throw result.error;
				return stripe.createPaymentMethod( { elements: elements, params: { billing_details: { email: $( '#billing_email' ).val() } } } );
			} )
			.then( function ( result ) {
				if ( result.error ) throw result.error;
				$form.find( 'input[name="wc-stripe-payment-method"]' ).remove();
				$form.append( $( '<input type="hidden" name="wc-stripe-payment-method" />' ).val( result.paymentMethod.id ) );
				completed = true;
				seen.submits += 1;
				$form.removeClass( 'processing' ).trigger( 'submit' );
			} )
			.catch( function ( error ) {
				completed = false;
				$form.removeClass( 'processing' ).unblock();
				showError( error.message );
			} );
		return false;
	} );
	window.wcIslandsStripeReady = true;
} );
