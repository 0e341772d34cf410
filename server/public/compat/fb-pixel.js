/**
 * Compat fixture (our own code), `?compat=fb-pixel` or the demo's pixel switch (server/http/demoPixel.ts): stands
 * in for Facebook for WooCommerce's base pixel code. `window.fbq` records each call in `window.fbq.calls` as
 * plain values (no request to Facebook), and the empty `div.wc-facebook-pixel-event-placeholder` the plugin's
 * add-to-cart fragment replaces is appended to the body.
 * The plugin appends the placeholder on DOMContentLoaded; this fixture, printed in the footer, appends it at
 * once, so it is already there when a tab's stored fragments are put back on the next page: the case where
 * a replayed pixel script would fire again.
 */
( function () {
	if ( typeof window.fbq !== 'function' ) {
		var fbq = function () {
			var args = Array.prototype.slice.call( arguments );
			try {
				fbq.calls.push( JSON.parse( JSON.stringify( args ) ) );
			} catch ( error ) {
				fbq.calls.push( [ 'unrecordable', String( error ) ] );
			}
		};
		fbq.calls = [];
		window.fbq = fbq;
	}
	if ( ! document.querySelector( 'div.wc-facebook-pixel-event-placeholder' ) ) {
		document.body.insertAdjacentHTML( 'beforeend', '<div class="wc-facebook-pixel-event-placeholder"></div>' );
	}
} )();
