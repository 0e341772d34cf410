<?php
/**
 * Unit tests of the plugin's pure functions (plugin/helper.php, plugin/inline-jquery.php), as plain PHP checks: one
 * line per check, "ok - NAME" or "not ok - NAME" with what differed; exits 1 when any check failed.
 * Run by scripts/plugin/__tests__/helperPhp.test.ts on PHP in WebAssembly (no PHP on the machine).
 *
 * @package wc-islands
 */

define( 'ABSPATH', __DIR__ . '/' );
require dirname( __DIR__, 2 ) . '/plugin/helper.php';
require dirname( __DIR__, 2 ) . '/plugin/inline-jquery.php';

$wcis_failures = 0;

/**
 * One check: $actual must equal $expected (same keys, order and types).
 *
 * @param string $name     What the check shows, as a sentence.
 * @param mixed  $expected Wanted value.
 * @param mixed  $actual   Value the code gave.
 */
function check_same( string $name, $expected, $actual ): void {
	global $wcis_failures;
	if ( $expected === $actual ) {
		echo "ok - {$name}\n";
		return;
	}
	++$wcis_failures;
	echo "not ok - {$name}\n  expected: " . str_replace( "\n", "\n  ", var_export( $expected, true ) ) . "\n  actual:   " . str_replace( "\n", "\n  ", var_export( $actual, true ) ) . "\n";
}

/**
 * A list compared as a set (the order of a walk is not part of the contract).
 *
 * @param string[] $list Handles.
 * @return string[]
 */
function sorted( array $list ): array {
	sort( $list );
	return $list;
}

// wcis_walk_dependencies.
$deps = array(
	'theme'  => array( 'lib', 'jquery' ),
	'lib'    => array( 'jquery', 'cart' ),
	'jquery' => array( 'jquery-core' ),
	'a'      => array( 'b' ),
	'b'      => array( 'a' ),
);
check_same(
	'the walk reaches every dependency, directly or through others, each once',
	array( 'cart', 'jquery', 'jquery-core', 'lib', 'theme' ),
	sorted( wcis_walk_dependencies( array( 'theme' ), $deps )['walked'] )
);
check_same( 'the walk ends on a dependency circle', array( 'a', 'b' ), sorted( wcis_walk_dependencies( array( 'a' ), $deps )['walked'] ) );
check_same( 'a handle nothing registers is walked and has no dependencies', array( 'unknown' ), wcis_walk_dependencies( array( 'unknown' ), $deps )['walked'] );
check_same( 'handles that look like numbers stay strings', array( '42' ), wcis_walk_dependencies( array( '42' ), array() )['walked'] );
$walk = wcis_walk_dependencies( array( 'theme' ), $deps, array( 'jquery' ) );
check_same(
	'a stop handle is reached, named with the first handle depending on it, and not walked through',
	array(
		'walked'  => array( 'cart', 'lib', 'theme' ),
		'stopped' => array( 'jquery' => 'theme' ),
	),
	array(
		'walked'  => sorted( $walk['walked'] ),
		'stopped' => $walk['stopped'],
	)
);
check_same(
	'a stop handle only reached through another stop handle is not reached',
	array(
		'lib'    => 'theme',
		'jquery' => 'theme',
	),
	wcis_walk_dependencies( array( 'theme' ), $deps, array( 'lib', 'jquery', 'jquery-core' ) )['stopped']
);

// wcis_plan.
$islands = array(
	'add-to-cart' => array( 'wc-add-to-cart' ),
	'general'     => array( 'woocommerce', 'wc-cart-fragments' ),
	'fragments'   => array( 'wc-cart-fragments' ),
);
$queue   = array( 'wc-add-to-cart', 'woocommerce', 'wc-cart-fragments' );
$deps    = array(
	'wc-add-to-cart'    => array( 'jquery' ),
	'woocommerce'       => array( 'jquery' ),
	'wc-cart-fragments' => array( 'jquery', 'js-cookie' ),
);
check_same(
	'with every island on and no other script, every listed handle is replaced',
	array(
		'replaced' => array( 'wc-add-to-cart', 'woocommerce', 'wc-cart-fragments' ),
		'kept'     => array(),
		'off'      => array(),
	),
	wcis_plan( $islands, array_keys( $islands ), $queue, $deps )
);
check_same(
	'an island switched off keeps every handle it lists, even one an island that is on lists too',
	array(
		'replaced' => array( 'wc-add-to-cart', 'woocommerce' ),
		'kept'     => array(),
		'off'      => array( 'fragments' => 'switched off' ),
	),
	wcis_plan( $islands, array( 'add-to-cart', 'general' ), $queue, $deps )
);
check_same(
	'a staying script that needs a replaced handle keeps it and switches off every island listing it, with their other handles',
	array(
		'replaced' => array( 'wc-add-to-cart' ),
		'kept'     => array( 'wc-cart-fragments' => 'theme-cart depends on it' ),
		'off'      => array(
			'general'   => 'wc-cart-fragments stays (theme-cart depends on it)',
			'fragments' => 'wc-cart-fragments stays (theme-cart depends on it)',
		),
	),
	wcis_plan( $islands, array_keys( $islands ), array_merge( $queue, array( 'theme-cart' ) ), $deps + array( 'theme-cart' => array( 'wc-cart-fragments' ) ) )
);
check_same(
	'a handle needed through a staying script in between is kept, named with that script',
	array( 'wc-add-to-cart' => 'theme-lib depends on it' ),
	wcis_plan(
		$islands,
		array_keys( $islands ),
		array_merge( $queue, array( 'theme' ) ),
		$deps + array(
			'theme'     => array( 'theme-lib' ),
			'theme-lib' => array( 'wc-add-to-cart' ),
		)
	)['kept']
);
check_same(
	'a replaced script\'s own dependencies are not needed by it',
	array(),
	wcis_plan( $islands, array_keys( $islands ), $queue, $deps + array( 'woocommerce' => array( 'wc-add-to-cart' ) ) )['kept']
);
check_same(
	'keeping a handle runs to a fixed point: a handle kept in the second round keeps what it needs in turn',
	array(
		'replaced' => array(),
		'kept'     => array(
			'hb' => 'theme depends on it',
			'ha' => 'hc depends on it',
		),
		'off'      => array(
			'b' => 'hb stays (theme depends on it)',
			'a' => 'ha stays (hc depends on it)',
		),
	),
	wcis_plan(
		array(
			'a' => array( 'ha' ),
			'b' => array( 'hb', 'hc' ),
		),
		array( 'a', 'b' ),
		array( 'ha', 'hb', 'hc', 'theme' ),
		array(
			'theme' => array( 'hb' ),
			'hc'    => array( 'ha' ),
		)
	)
);
check_same(
	'a handle not enqueued on the page is listed as replaced but nothing keeps it',
	array( 'wc-add-to-cart', 'woocommerce', 'wc-cart-fragments' ),
	wcis_plan( $islands, array_keys( $islands ), array(), $deps )['replaced']
);

// wcis_with_undeclared_dependencies: a theme's script that calls a replaced file's jQuery plugin (issue #28).
$registered = array(
	'oceanwp-woo-quick-view'   => array( 'oceanwp-main' ),
	'oceanwp-main'             => array( 'jquery' ),
	'wc-add-to-cart-variation' => array( 'jquery', 'wp-util', 'wc-jquery-blockui' ),
);
check_same(
	"OceanWP's quick view needs add-to-cart-variation.js, which it calls without declaring it",
	array( 'oceanwp-main', 'wc-add-to-cart-variation' ),
	wcis_with_undeclared_dependencies( $registered, wcis_undeclared_dependencies() )['oceanwp-woo-quick-view']
);
check_same(
	'an undeclared dependency of a handle nobody registered (another theme is active) adds nothing',
	array( 'wc-add-to-cart-variation' => array( 'jquery' ) ),
	wcis_with_undeclared_dependencies( array( 'wc-add-to-cart-variation' => array( 'jquery' ) ), wcis_undeclared_dependencies() )
);
// A page with OceanWP's quick view, the variations and cart-fragments islands on, planned over `$deps`.
$quick_view_plan = static fn( array $deps ): array => wcis_plan(
	array(
		'variations'     => array( 'wc-add-to-cart-variation' ),
		'cart-fragments' => array( 'wc-cart-fragments' ),
	),
	array( 'variations', 'cart-fragments' ),
	array( 'oceanwp-woo-quick-view', 'wc-add-to-cart-variation', 'wc-cart-fragments' ),
	$deps
);
check_same(
	"with OceanWP's quick view enqueued, add-to-cart-variation.js stays and the variations island is off",
	array(
		'replaced' => array( 'wc-cart-fragments' ),
		'kept'     => array( 'wc-add-to-cart-variation' => 'oceanwp-woo-quick-view depends on it' ),
		'off'      => array( 'variations' => 'wc-add-to-cart-variation stays (oceanwp-woo-quick-view depends on it)' ),
	),
	$quick_view_plan( wcis_with_undeclared_dependencies( $registered, wcis_undeclared_dependencies() ) )
);
check_same(
	'without the undeclared dependency the same page would replace add-to-cart-variation.js under the quick view',
	array( 'wc-add-to-cart-variation', 'wc-cart-fragments' ),
	$quick_view_plan( $registered )['replaced']
);

// wcis_uses_jquery: the global jQuery used as code, not a word in a string or a comment.
foreach ( array(
	"jQuery( document.body ).on( 'removed_from_cart', function() {} );",
	'(function ( $ ) { $( "a" ).hide(); })( jQuery );',
	"if ( typeof jQuery !== 'undefined' ) { go(); }",
	'window.jQuery && window.jQuery.fn.block',
	"var $ = window['jQuery'];",
) as $wcis_body ) {
	check_same( 'uses jQuery: ' . $wcis_body, true, wcis_uses_jquery( $wcis_body ) );
}
foreach ( array(
	'var name = "jQuery";',
	'plugin.jQuery( el );',
	"// loads after jQuery\nvar a = 1;",
	'var myjQuery = 1;',
	'{"note":"jQuery is optional"}',
	'$( "a" ).hide();',
) as $wcis_body ) {
	check_same( 'does not use jQuery: ' . addcslashes( $wcis_body, "\n" ), false, wcis_uses_jquery( $wcis_body ) );
}

// wcis_scan_inline_scripts and wcis_insert_jquery_tags.
$wcis_page = '<head><script src="/a.js" id="a-js"></script><script type="application/json" id="d">{"x":"jQuery(1)"}</script>'
	. '<script type="text/template">jQuery(t)</script><script type="text/javascript; charset=utf-8">jQuery(p)</script>'
	. '<script nomodule>jQuery(n)</script><script>var a = 1;</script></head><body>'
	. "<script>jQuery( document.body ).on( 'removed_from_cart', f );</script><script id=\"h-js-after\">jQuery.fn.x;</script>"
	. '<script src="/jquery.min.js" id="jquery-core-js"></script><script src="/jquery-migrate.min.js" id="jquery-migrate-js"></script><script>jQuery(late);</script></body>';
$wcis_scan = wcis_scan_inline_scripts( $wcis_page, 'jquery-core-js' );
check_same(
	'the scan finds the executable inline scripts before jquery-core that use jQuery, not JSON, templates, parameters nor nomodule',
	array( "jQuery( document.body ).on( 'removed_from_cart', f );", 'jQuery.fn.x;' ),
	array_column( $wcis_scan['scripts'], 'body' )
);
check_same( 'the scan gives an inline block its id', array( '', 'h-js-after' ), array_column( $wcis_scan['scripts'], 'id' ) );
check_same( 'the scan stops at jquery-core', strpos( $wcis_page, '<script src="/jquery.min.js"' ), $wcis_scan['stop'] );
check_same(
	'with $every the scan also returns the executable inline scripts that do not use jQuery',
	array( 'var a = 1;', "jQuery( document.body ).on( 'removed_from_cart', f );", 'jQuery.fn.x;' ),
	array_column( wcis_scan_inline_scripts( $wcis_page, 'jquery-core-js', true )['scripts'], 'body' )
);
check_same( 'a page without jquery-core is scanned to its end', -1, wcis_scan_inline_scripts( '<p><script>jQuery(1)</script>', 'jquery-core-js' )['stop'] );
$wcis_tags  = "<script src=\"/jquery.min.js\" id=\"jquery-core-js\"></script>\n<script src=\"/jquery-migrate.min.js\" id=\"jquery-migrate-js\"></script>\n";
$wcis_moved = wcis_insert_jquery_tags( $wcis_page, $wcis_scan['scripts'][0]['offset'], $wcis_tags, array( 'jquery-core', 'jquery-migrate' ) );
check_same( 'the tags go before the first user and the later copy goes: one jquery-core on the page', 1, substr_count( $wcis_moved, 'id="jquery-core-js"' ) );
check_same( 'one jquery-migrate on the page', 1, substr_count( $wcis_moved, 'id="jquery-migrate-js"' ) );
check_same( 'jQuery comes before the first user', true, strpos( $wcis_moved, 'jquery-core-js' ) < strpos( $wcis_moved, 'removed_from_cart' ) );
check_same( 'the scripts after the later copy stay', true, false !== strpos( $wcis_moved, '<script>jQuery(late);</script>' ) );
check_same(
	'the pieces searched for are the longest runs between quotes, at most 3',
	array( ', function() {jQuery(document.body).trigger(', 'jQuery( document.body ).on(', 'removed_from_cart' ),
	wcis_script_search_pieces( "jQuery( document.body ).on( 'removed_from_cart', function() {jQuery(document.body).trigger('update_checkout'); });" )
);
check_same( 'a script whose numbers change keeps its key', wcis_script_key( 'jQuery(7);' ), wcis_script_key( 'jQuery(1234);' ) );

exit( $wcis_failures > 0 ? 1 : 0 );
