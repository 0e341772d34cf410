/* global jQuery */
/**
 * Compat fixture (our own code), `?compat=blockui`: declares only jquery as its dependency yet blocks a region
 * with BlockUI, as WooCommerce's own add-to-cart script once did (woocommerce/woocommerce#21000) and gateways'
 * express-checkout scripts do. Records the outcome in window.wcIslandsBlockUi: whether $.fn.block existed,
 * whether the overlay appeared, and the error it hit otherwise. The one copy: the real store's test
 * mu-plugin enqueues this same file (tests/real-store/README.md).
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
