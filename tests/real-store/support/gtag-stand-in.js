/**
 * Our local stand-in for https://www.googletagmanager.com/gtag/js?id=<measurement ID>, answered at the browser's
 * network edge by tests/real-store/support/ga4.ts (issue #32); nothing reaches Google. It implements the part of
 * the gtag.js contract Google Analytics for WooCommerce uses (docs/reference/google-analytics-for-woocommerce.md):
 * the page's inline snippet defines `gtag(){ dataLayer.push( arguments ) }` and queues commands before this
 * script arrives (it is async); gtag.js then works off the queue and every later push. Each
 * `gtag( 'event', name, params )` is sent, as the real library sends hits, to a collector URL the test answers and
 * records (a keepalive request, so an event right before a navigation still arrives). Other commands (consent,
 * js, set, config) are only counted.
 */
( function () {
	var script = document.currentScript;
	var measurementId = script ? new URL( script.src ).searchParams.get( 'id' ) : '';
	var layer = ( window.dataLayer = window.dataLayer || [] );
	var seen = ( window.wcIslandsGtag = { events: 0, commands: 0 } );

	function send( entry ) {
		var args = Array.prototype.slice.call( entry || [] );
		if ( args[ 0 ] !== 'event' ) {
			seen.commands++;
			return;
		}
		seen.events++;
		var hit = { tid: measurementId, name: args[ 1 ], params: args[ 2 ] || {}, page: location.pathname + location.search };
		fetch( 'https://www.google-analytics.com/g/collect?v=2&tid=' + encodeURIComponent( measurementId ) + '&en=' + encodeURIComponent( args[ 1 ] ), {
			method: 'POST',
			body: JSON.stringify( hit ),
			keepalive: true,
			mode: 'no-cors',
			headers: { 'Content-Type': 'text/plain' },
		} );
	}

	layer.forEach( send );
	var push = layer.push;
	layer.push = function () {
		Array.prototype.forEach.call( arguments, send );
		return push.apply( layer, arguments );
	};
} )();
