<?php
// Temporary (i19): dumps the script registry and queue of a page for the plugin's CI fixtures.
if ( empty( $_GET['wcis-dump'] ) ) { return; }
add_action( 'wp_enqueue_scripts', function () { $GLOBALS['wcis_dump_early'] = wp_scripts()->queue; }, 9998 );
add_action( 'wp_print_footer_scripts', function () {
	$s = wp_scripts();
	$queue = $s->queue;
	$seen = array(); $stack = array_merge( $queue, $s->done );
	while ( $stack ) { $h = array_pop( $stack ); if ( isset( $seen[ $h ] ) || ! isset( $s->registered[ $h ] ) ) continue; $seen[ $h ] = true; foreach ( $s->registered[ $h ]->deps as $d ) $stack[] = $d; }
	$reg = array();
	foreach ( array_keys( $seen ) as $h ) { $r = $s->registered[ $h ]; $reg[ $h ] = array( 'src' => $r->src ? preg_replace( '#^https?://[^/]+#', '', $r->src ) : false, 'deps' => $r->deps, 'ver' => $r->ver, 'group' => (int) ( $r->extra['group'] ?? 0 ), 'strategy' => $r->extra['strategy'] ?? '', 'data' => $r->extra['data'] ?? '' ); }
	echo "\n<!--WCISDUMP" . base64_encode( wp_json_encode( array( 'early' => $GLOBALS['wcis_dump_early'] ?? array(), 'queue' => $queue, 'registered' => $reg ) ) ) . "WCISDUMP-->\n";
}, 0 );
