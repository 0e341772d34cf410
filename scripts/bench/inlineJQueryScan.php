<?php
/**
 * Benchmark (scripts/bench/measureInlineJQueryScan.ts): what the page buffer's scan for inline jQuery users
 * (plugin/inline-jquery.php) costs on the captured WooCommerce 11 pages, as a wc-islands page would be (its
 * jQuery tags taken out): the scan of a page with no such script, and of the same page with Kadence 1.5.1's
 * checkout listener in its body, scanned and given jQuery's tags. Prints one JSON list, medians in ms.
 *
 * Usage: php inlineJQueryScan.php FIXTURES_DIR [ITERATIONS]
 *
 * @package wc-islands
 */

define( 'ABSPATH', __DIR__ . '/' );
require dirname( __DIR__, 2 ) . '/plugin/inline-jquery.php';

$wcis_dir        = $argv[1] ?? '';
$wcis_iterations = max( 1, (int) ( $argv[2] ?? 50 ) );
$wcis_kadence    = "<script>jQuery( document.body ).on( 'removed_from_cart', function() {jQuery(document.body).trigger('update_checkout'); });</script>";
$wcis_tags       = "<script src=\"/wp-includes/js/jquery/jquery.min.js?ver=3.7.1\" id=\"jquery-core-js\"></script>\n";

/**
 * The median time of $run over the iterations, in ms.
 *
 * @param callable $run        What to time.
 * @param int      $iterations How many times.
 * @return float
 */
function wcis_bench_median( callable $run, int $iterations ): float {
	$times = array();
	for ( $i = 0; $i < $iterations; $i++ ) {
		$start   = hrtime( true );
		$run();
		$times[] = ( hrtime( true ) - $start ) / 1e6;
	}
	sort( $times );
	return round( $times[ intdiv( count( $times ), 2 ) ], 3 );
}

$wcis_results = array();
foreach ( glob( rtrim( $wcis_dir, '/' ) . '/*.html' ) as $wcis_file ) {
	$wcis_page = wcis_remove_script_elements( (string) file_get_contents( $wcis_file ), wcis_script_element_ids( array( 'jquery-core', 'jquery-migrate' ) ) );
	$wcis_user = preg_replace( '/<body\b[^>]*>/', '$0' . $wcis_kadence, $wcis_page, 1 );
	$wcis_results[] = array(
		'page'     => basename( $wcis_file, '.html' ),
		'bytes'    => strlen( $wcis_page ),
		'scripts'  => substr_count( $wcis_page, '<script' ),
		'noUserMs' => wcis_bench_median(
			static function () use ( $wcis_page ): void {
				wcis_scan_inline_scripts( $wcis_page, 'jquery-core-js' );
			},
			$wcis_iterations
		),
		'userMs'   => wcis_bench_median(
			static function () use ( $wcis_user, $wcis_tags ): void {
				$scan = wcis_scan_inline_scripts( $wcis_user, 'jquery-core-js' );
				wcis_insert_jquery_tags( $wcis_user, $scan['scripts'][0]['offset'], $wcis_tags, array( 'jquery-core' ) );
			},
			$wcis_iterations
		),
	);
}
echo json_encode( $wcis_results ) . "\n";
