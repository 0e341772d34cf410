/**
 * Demo Maps: an address provider for WooCommerce's address autocomplete, written the way a
 * third-party plugin writes one. It only talks to the public registry,
 * window.wc.addressAutocomplete.registerAddressAutocompleteProvider; when that is not there yet (the
 * wc-islands registry arrives with a lazy chunk), it leaves itself in the early-registration buffer,
 * which the registry drains when it installs.
 */
(function () {
	'use strict';
	var params = window.wc_islands_demo_address_provider_params;
	if ( ! params || ! params.id ) {
		return;
	}

	function getJson( url, signal ) {
		return fetch( url, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: signal } ).then(
			function ( response ) {
				if ( ! response.ok ) {
					throw new Error( 'Demo Maps answered ' + response.status );
				}
				return response.json();
			}
		);
	}

	var provider = {
		id: params.id,
		canSearch: function ( country ) {
			return params.countries.indexOf( country ) !== -1;
		},
		// The fourth argument, an AbortSignal, is passed by wc-islands when a newer search supersedes this one.
		search: function ( input, country, type, signal ) {
			var url = params.rest_url + 'search?q=' + encodeURIComponent( input ) + '&country=' + encodeURIComponent( country );
			return getJson( url, signal );
		},
		select: function ( addressId ) {
			return getJson( params.rest_url + 'select?id=' + encodeURIComponent( addressId ) );
		},
	};

	var registry = window.wc && window.wc.addressAutocomplete;
	if ( registry && typeof registry.registerAddressAutocompleteProvider === 'function' ) {
		registry.registerAddressAutocompleteProvider( provider );
	} else {
		( window.wcIslandsAddressProviders = window.wcIslandsAddressProviders || [] ).push( provider );
	}
} )();
