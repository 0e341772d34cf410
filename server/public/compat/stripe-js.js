/**
 * Compat fixture (our own code), `?compat=stripe-js`: a local stand-in for https://js.stripe.com/v3/, implementing
 * only what the classic checkout fixture (stripe-classic.js) calls: `Stripe( key )`, `elements()`,
 * `elements.create( 'payment' ).mount( element )`, `elements.submit()` and `createPaymentMethod()`. The
 * "Payment Element" is a plain labelled input (the real one is an iframe). Card numbers follow Stripe's test
 * cards: 4000 0000 0000 0002 is declined, an empty field is incomplete, any other number gives a pm_ id;
 * 4000 0000 0000 9995 gives one ending in `_decline`, which the real store's stand-in for api.stripe.com
 * (tests/real-store/mu-plugins/wc-islands-test-stripe-api.php) declines when the gateway's PHP pays with it, as
 * Stripe declines that card at confirmation. Enough for WooCommerce Stripe Gateway 8.8.0's classic checkout too
 * (`new Stripe( key, options )`, `elements( options )`, `create( 'payment', options )`), with Link off.
 * Nothing leaves the page.
 */
( function () {
	var created = 0;
	function digitsOf( element ) {
		var input = element && element.querySelector( 'input' );
		return input ? input.value.replace( /\D/g, '' ) : '';
	}
	window.Stripe = function ( key ) {
		return {
			key: key,
			elements: function () {
				var mounted = null;
				return {
					create: function () {
						// One field per Element: mounting again (the payment box was redrawn) moves it, keeping what
						// the shopper typed, as the real Element keeps its state.
						var label = document.createElement( 'label' );
						var input = document.createElement( 'input' );
						input.id = 'wc-stripe-standin-card';
						input.inputMode = 'numeric';
						input.autocomplete = 'cc-number';
						label.htmlFor = input.id;
						label.textContent = 'Card number';
						return {
							mount: function ( element ) {
								element.append( label, input );
								mounted = element;
							},
						};
					},
					submit: function () {
						return Promise.resolve( digitsOf( mounted ) === '' ? { error: { message: 'Your card number is incomplete.' } } : {} );
					},
					digits: function () {
						return digitsOf( mounted );
					},
				};
			},
			createPaymentMethod: function ( options ) {
				var digits = options.elements.digits();
				if ( digits === '4000000000000002' ) return Promise.resolve( { error: { code: 'card_declined', message: 'Your card was declined.' } } );
				created += 1;
				var id = 'pm_standin' + created + ( digits === '4000000000009995' ? '_decline' : '' );
				return Promise.resolve( { paymentMethod: { id: id, billing_details: options.params.billing_details } } );
			},
		};
	};
} )();
