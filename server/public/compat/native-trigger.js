/**
 * Compat fixture (our own code), `?compat=native-trigger`: a side cart without jQuery that asks WooCommerce for
 * fresh fragments with a native event on the body, `new Event( 'wc_fragment_refresh' )`, after changing the
 * cart with its own request. Its button sits in a small panel above the shop's products.
 */
( function () {
	function mount() {
		var panel = document.createElement( 'section' );
		panel.className = 'compat-fixture';
		panel.setAttribute( 'aria-label', 'Side cart fixture' );
		var refresh = document.createElement( 'button' );
		refresh.type = 'button';
		refresh.textContent = 'Refresh side cart';
		refresh.addEventListener( 'click', function () {
			document.body.dispatchEvent( new Event( 'wc_fragment_refresh', { bubbles: true } ) );
		} );
		panel.append( refresh );
		document.getElementById( 'main' ).before( panel );
	}
	if ( document.readyState === 'loading' ) document.addEventListener( 'DOMContentLoaded', mount );
	else mount();
} )();
