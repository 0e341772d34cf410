<?php
/**
 * Unit tests of the plugin's pure planning functions (plugin/helper.php), as plain PHP checks: one
 * line per check, "ok - NAME" or "not ok - NAME" with what differed; exits 1 when any check failed.
 * Run by scripts/plugin/__tests__/helperPhp.test.ts on PHP in WebAssembly (no PHP on the machine).
 *
 * @package wc-islands
 */

define( 'ABSPATH', __DIR__ . '/' );
require dirname( __DIR__, 2 ) . '/plugin/helper.php';

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

exit( $wcis_failures > 0 ? 1 : 0 );
