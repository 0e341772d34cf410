/* global jQuery */
/**
 * Compat fixture (our own code), `?compat=theme-view-cart`: a theme's own `added_to_cart` listener, the pattern of
 * OceanWP's quick view and floating bar (docs/reference/theme-oceanwp.md): enqueued with jquery as its dependency,
 * it marks the button added and inserts its own 'View cart' link after it unless the button's parent already has one.
 */
jQuery( function ( $ ) {
	$( document.body ).on( 'added_to_cart', function ( event, fragments, cartHash, $button ) {
		var button = $button && $button.get( 0 );
		if ( ! button ) return;
		button.classList.add( 'added' );
		if ( ! button.parentNode.querySelector( '.added_to_cart' ) ) {
			button.insertAdjacentHTML( 'afterend', '<a href="/cart/" class="added_to_cart wc-forward" title="View cart" data-theme-view-cart="1">View cart</a>' );
		}
	} );
	window.wcIslandsThemeViewCart = true;
} );
