/* global jQuery */
/**
 * Test fixture (our own code): a third-party script that declares only jquery as its dependency and, once the
 * document is ready, blocks a region with BlockUI the way gateways' express-checkout scripts do, then records
 * the outcome in window.wcIslandsBlockUi for the tests: whether $.fn.block existed, whether the overlay
 * appeared, and the error it hit otherwise.
 */
jQuery( function ( $ ) {
	var outcome = { hasBlock: typeof $.fn.block === 'function', hasBlockUI: typeof $.blockUI === 'function' };
	try {
		$( '.site-header-cart' ).block( { message: null, overlayCSS: { background: '#fff', opacity: 0.6 } } );
		outcome.overlay = $( '.site-header-cart .blockUI.blockOverlay' ).length > 0;
		$( '.site-header-cart' ).unblock();
	} catch ( error ) {
		outcome.error = String( error );
	}
	window.wcIslandsBlockUi = outcome;
} );
