<?php
/**
 * Extracts a zip archive with PHP's ZipArchive (a fresh machine has no `unzip`).
 * Usage: php unzip.php ARCHIVE DESTINATION
 *
 * @package wc-islands
 */

$zip = new ZipArchive();
if ( true !== $zip->open( $argv[1] ) || ! $zip->extractTo( $argv[2] ) ) {
	fwrite( STDERR, "cannot extract {$argv[1]}\n" );
	exit( 1 );
}
$zip->close();
