/**
 * Compat fixture (our own code), `?compat=ga-inline`: listens like WooCommerce's Google Analytics integration
 * (assets/js/src/integrations/classic.js), with inline handlers on the body that jQuery's .trigger() calls
 * with ( event, fragments, cartHash, $button ). Records each call in window.wcIslandsHeard as plain values;
 * a recording error is recorded too, so a test sees "called with the wrong arguments" rather than silence.
 * The one copy: the real store's test mu-plugin enqueues this same file (tests/real-store/README.md).
 */
( function () {
	var heard = ( window.wcIslandsHeard = window.wcIslandsHeard || [] );

	function describeCall( name, context, args ) {
		var event = args[ 0 ] || {};
		var wrapped = args[ 3 ];
		var element = wrapped && wrapped[ 0 ];
		return {
			name: name,
			argCount: args.length,
			thisIsBody: context === document.body,
			eventType: event.type,
			eventTargetIsBody: event.target === document.body,
			hasPreventDefault: typeof event.preventDefault === 'function',
			fragmentKeys: args[ 1 ] && typeof args[ 1 ] === 'object' ? Object.keys( args[ 1 ] ).sort() : null,
			cartHashType: typeof args[ 2 ],
			cartHash: args[ 2 ],
			wrappedLength: wrapped ? wrapped.length : null,
			productId: element && element.dataset ? element.dataset.product_id || element.value || null : null,
			elementClasses: element && element.className ? String( element.className ) : null,
		};
	}

	function record( name, context, args ) {
		try {
			heard.push( describeCall( name, context, args ) );
		} catch ( error ) {
			heard.push( { name: name, error: String( error ) } );
		}
	}

	function listen() {
		var previousAdded = document.body.onadded_to_cart;
		document.body.onadded_to_cart = function () {
			if ( typeof previousAdded === 'function' ) previousAdded.apply( this, arguments );
			record( 'added_to_cart', this, Array.prototype.slice.call( arguments ) );
		};
		var previousRemoved = document.body.onremoved_from_cart;
		document.body.onremoved_from_cart = function () {
			if ( typeof previousRemoved === 'function' ) previousRemoved.apply( this, arguments );
			record( 'removed_from_cart', this, Array.prototype.slice.call( arguments ) );
		};
		window.wcIslandsListening = true;
	}

	if ( document.readyState === 'loading' ) document.addEventListener( 'DOMContentLoaded', listen );
	else listen();
} )();
