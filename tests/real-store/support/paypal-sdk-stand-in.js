/**
 * Our local stand-in for https://www.paypal.com/sdk/js?client-id=… (the PayPal JS SDK), answered at the browser's
 * network edge by tests/real-store/support/paypal.ts (issue #32); nothing reaches PayPal. It implements the part
 * WooCommerce PayPal Payments' smart-button script calls on the classic checkout
 * (docs/reference/woocommerce-paypal-payments.md): `paypal.Buttons( options )` with `isEligible()` (PayPal only; the
 * other funding sources are not eligible, as for a merchant with PayPal buttons only), `render( target )`,
 * `close()`, and the flow a payer's click starts: `onClick( data, actions )`, `createOrder( data, actions )`, the
 * payer's approval in PayPal's window (immediate here), `onApprove( { orderID, payerID }, actions )`; a rejection
 * of createOrder goes to `onError`, as the SDK does. `getFundingSources`, `isFundingEligible`, `FUNDING` and a
 * no-op `Messages` complete the namespace. What happened is recorded on `window.wcIslandsPayPalSdk`.
 */
( function () {
	var FUNDING = { PAYPAL: 'paypal', VENMO: 'venmo', PAYLATER: 'paylater', CREDIT: 'credit', CARD: 'card' };
	var seen = ( window.wcIslandsPayPalSdk = { renders: 0, clicks: 0, created: [], approved: [], errors: [] } );

	function Buttons( options ) {
		options = options || {};
		var fundingSource = options.fundingSource || FUNDING.PAYPAL;
		var container = null;
		var enabled = true;
		var actions = {
			enable: function () {
				enabled = true;
				return Promise.resolve();
			},
			disable: function () {
				enabled = false;
				return Promise.resolve();
			},
			resolve: function () {
				return Promise.resolve( true );
			},
			reject: function () {
				return Promise.resolve( false );
			},
			restart: function () {
				return Promise.resolve();
			},
		};

		function pay() {
			seen.clicks++;
			var data = { fundingSource: fundingSource };
			return Promise.resolve( options.onClick ? options.onClick( data, actions ) : undefined )
				.then( function ( go ) {
					if ( go === false || ! enabled ) return;
					return Promise.resolve( options.createOrder( { paymentSource: fundingSource }, actions ) ).then( function ( orderID ) {
						seen.created.push( orderID );
						var approval = { orderID: orderID, payerID: 'WCISPAYER1', paymentSource: fundingSource, facilitatorAccessToken: 'wc-islands-test' };
						return Promise.resolve( options.onApprove( approval, actions ) ).then( function () {
							seen.approved.push( orderID );
						} );
					} );
				} )
				.catch( function ( error ) {
					seen.errors.push( String( ( error && ( error.message || error.type ) ) || error ) );
					if ( options.onError ) options.onError( error );
				} );
		}

		return {
			isEligible: function () {
				return fundingSource === FUNDING.PAYPAL;
			},
			render: function ( target ) {
				var host = typeof target === 'string' ? document.querySelector( target ) : target;
				if ( ! host ) return Promise.reject( new Error( 'Document is ready and element ' + target + ' does not exist' ) );
				seen.renders++;
				// The real SDK draws its buttons in an iframe inside div.paypal-buttons; ours is a plain button.
				container = document.createElement( 'div' );
				container.className = 'paypal-buttons paypal-buttons-context-iframe';
				var button = document.createElement( 'button' );
				button.type = 'button';
				button.textContent = 'Pay with PayPal';
				button.addEventListener( 'click', pay );
				container.appendChild( button );
				host.appendChild( container );
				if ( options.onInit ) options.onInit( {}, actions );
				return Promise.resolve();
			},
			close: function () {
				if ( container ) container.remove();
				return Promise.resolve();
			},
			updateProps: function () {
				return Promise.resolve();
			},
			hasReturned: function () {
				return false;
			},
			isVisible: function () {
				return Boolean( container && container.isConnected );
			},
		};
	}

	function Messages() {
		return {
			render: function () {
				return Promise.resolve();
			},
		};
	}

	window.paypal = {
		version: 'wc-islands-stand-in',
		FUNDING: FUNDING,
		Buttons: Buttons,
		Messages: Messages,
		getFundingSources: function () {
			return Object.keys( FUNDING ).map( function ( key ) {
				return FUNDING[ key ];
			} );
		},
		isFundingEligible: function ( source ) {
			return source === FUNDING.PAYPAL;
		},
	};
} )();
