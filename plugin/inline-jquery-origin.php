<?php
/**
 * Who printed an inline script that uses jQuery: the handle it belongs to (a `-js-before`/`-js-after` block), or
 * the active theme's or plugin's file holding its text. Searched once per script (wcis_script_key()), remembered
 * with what Site Health shows (wcis_remember_undeclared_jquery()).
 *
 * @package wc-islands
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** How long one search of the theme's and plugins' files may take, in seconds; a page does at most one. */
const WCIS_ORIGIN_SEARCH_SECONDS = 1.0;

/** The files a search reads: PHP up to this size, in bytes (larger ones are generated or bundled data). */
const WCIS_ORIGIN_SEARCH_MAX_BYTES = 1048576;

/**
 * The theme or plugin a URL of this site points into, by name, or ''.
 *
 * @param string $url A script's src.
 * @return string
 */
function wcis_origin_of_url( string $url ): string {
	$path = (string) wp_parse_url( $url, PHP_URL_PATH );
	if ( preg_match( '#/themes/([^/]+)/#', $path, $match ) ) {
		$theme = wp_get_theme( $match[1] );
		/* translators: %s: a theme's name. */
		return sprintf( __( '%s (theme)', 'wc-islands' ), $theme->exists() ? $theme->get( 'Name' ) : $match[1] );
	}
	if ( preg_match( '#/(mu-plugins|plugins)/([^/]+)/#', $path, $match ) ) {
		foreach ( wcis_origin_roots() as $root ) {
			if ( basename( $root['path'] ) === $match[2] ) {
				return $root['name'];
			}
		}
		return $match[2];
	}
	return false !== strpos( $path, '/wp-includes/' ) ? __( 'WordPress', 'wc-islands' ) : '';
}

/**
 * The origin of a `{handle}-js-before` / `{handle}-js-after` block: its handle and where the handle's file is.
 *
 * @param string $id The script element's id.
 * @return string '' when the id is no such block of a registered handle.
 */
function wcis_origin_of_handle_block( string $id ): string {
	if ( ! preg_match( '/^(.+)-js-(?:before|after)$/', $id, $match ) || ! isset( wp_scripts()->registered[ $match[1] ] ) ) {
		return '';
	}
	$src  = wp_scripts()->registered[ $match[1] ]->src;
	$from = is_string( $src ) && '' !== $src ? wcis_origin_of_url( $src ) : '';
	return '' === $from
		/* translators: %s: a script handle. */
		? sprintf( __( 'the inline script of %s', 'wc-islands' ), $match[1] )
		/* translators: 1: a script handle, 2: a theme's or plugin's name. */
		: sprintf( __( 'the inline script of %1$s, %2$s', 'wc-islands' ), $match[1], $from );
}

/**
 * Where an active theme's or plugin's files are, with its name: the theme (child first), then must-use, network
 * and site plugins as WordPress loads them.
 *
 * @return list<array{path: string, name: string}>
 */
function wcis_origin_roots(): array {
	$roots = array();
	foreach ( array_unique( array( get_stylesheet_directory(), get_template_directory() ) ) as $dir ) {
		$theme = wp_get_theme( basename( $dir ) );
		/* translators: %s: a theme's name. */
		$roots[] = array( 'path' => $dir, 'name' => sprintf( __( '%s (theme)', 'wc-islands' ), $theme->exists() ? $theme->get( 'Name' ) : basename( $dir ) ) );
	}
	$plugins = array_merge( wp_get_mu_plugins(), is_multisite() ? wp_get_active_network_plugins() : array(), wp_get_active_and_valid_plugins() );
	foreach ( array_unique( $plugins ) as $file ) {
		$data    = get_file_data( $file, array( 'name' => 'Plugin Name' ) );
		$in_dir  = dirname( $file ) !== WP_PLUGIN_DIR && dirname( $file ) !== WPMU_PLUGIN_DIR;
		$roots[] = array(
			'path' => $in_dir ? dirname( $file ) : $file,
			'name' => '' !== $data['name'] ? $data['name'] : basename( $file, '.php' ),
		);
	}
	return $roots;
}

/**
 * The PHP files under a theme's or plugin's folder (or the one file of a single-file plugin).
 *
 * @param string $path A folder or a file.
 * @return iterable<string>
 */
function wcis_origin_files( string $path ): iterable {
	if ( is_file( $path ) ) {
		return array( $path );
	}
	$skip  = static function ( \SplFileInfo $file ): bool {
		return ! in_array( $file->getFilename(), array( 'node_modules', '.git' ), true );
	};
	$files = new \RecursiveIteratorIterator( new \RecursiveCallbackFilterIterator( new \RecursiveDirectoryIterator( $path, \FilesystemIterator::SKIP_DOTS ), $skip ) );
	return new \CallbackFilterIterator(
		$files,
		static function ( \SplFileInfo $file ): bool {
			return 'php' === $file->getExtension() && $file->getSize() <= WCIS_ORIGIN_SEARCH_MAX_BYTES;
		}
	);
}

/**
 * How many of the pieces a file's text holds, and where the first (longest) of those it holds starts.
 *
 * @param string   $text   A file's text.
 * @param string[] $pieces From wcis_script_search_pieces().
 * @return array{count: int, at: int}
 */
function wcis_pieces_in( string $text, array $pieces ): array {
	$count = 0;
	$at    = -1;
	foreach ( $pieces as $piece ) {
		$position = strpos( $text, $piece );
		if ( false !== $position ) {
			++$count;
			$at = -1 === $at ? $position : $at;
		}
	}
	return array(
		'count' => $count,
		'at'    => $at,
	);
}

/**
 * Searches the active theme's and plugins' PHP files for the script's text: the first file holding every piece of
 * wcis_script_search_pieces(), else the file holding most of them (two at least). Bounded by
 * WCIS_ORIGIN_SEARCH_SECONDS.
 *
 * @param string $body The script's text.
 * @return string|null "Name, relative/file.php:line", '' when no file holds it, null when the search ran out of time.
 */
function wcis_find_script_source( string $body ): ?string {
	$pieces = wcis_script_search_pieces( $body );
	if ( ! $pieces ) {
		return '';
	}
	$best   = array(
		'count' => 0,
		'where' => '',
	);
	$until  = microtime( true ) + WCIS_ORIGIN_SEARCH_SECONDS;
	foreach ( wcis_origin_roots() as $root ) {
		$base = is_file( $root['path'] ) ? dirname( $root['path'] ) : $root['path'];
		foreach ( wcis_origin_files( $root['path'] ) as $file ) {
			if ( microtime( true ) > $until ) {
				return null;
			}
			$text  = (string) file_get_contents( (string) $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of an active plugin or theme.
			$match = wcis_pieces_in( $text, $pieces );
			if ( $match['count'] > $best['count'] ) {
				$line = substr_count( $text, "\n", 0, $match['at'] ) + 1;
				$best = array(
					'count' => $match['count'],
					'where' => $root['name'] . ', ' . ltrim( substr( (string) $file, strlen( $base ) ), '/' ) . ':' . $line,
				);
			}
			if ( count( $pieces ) === $best['count'] ) {
				return $best['where'];
			}
		}
	}
	return $best['count'] >= min( 2, count( $pieces ) ) ? $best['where'] : '';
}
