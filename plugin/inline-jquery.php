<?php
/**
 * Pure functions: the inline scripts of a finished page that call jQuery without having declared it (a theme's or
 * plugin's raw `<script>`, wp_print_inline_script_tag(), a handle's `-js-before`/`-js-after` block), and putting
 * jQuery's tags before the first of them. docs/reference/undeclared-jquery.md.
 *
 * @package wc-islands
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The `type` values a browser runs a `<script>` of: none, a JavaScript MIME type essence (HTML's list, compared
 * lower-cased and trimmed, parameters not allowed) or `module`. JSON, templates and `text/plain` never run.
 */
const WCIS_EXECUTABLE_SCRIPT_TYPES = array(
	'',
	'module',
	'application/ecmascript',
	'application/javascript',
	'application/x-ecmascript',
	'application/x-javascript',
	'text/ecmascript',
	'text/javascript',
	'text/javascript1.0',
	'text/javascript1.1',
	'text/javascript1.2',
	'text/javascript1.3',
	'text/javascript1.4',
	'text/javascript1.5',
	'text/jscript',
	'text/livescript',
	'text/x-ecmascript',
	'text/x-javascript',
);

/**
 * A use of the global `jQuery`: the name as code (not a property, not inside a quoted word, not a word of prose
 * such as "jQuery is"), or through `window`/`self`/`globalThis`. WordPress's jQuery is in noConflict mode, so a
 * bare global `$` was never jQuery there; `$` inside `jQuery( function ( $ ) {…} )` is found by its `jQuery`.
 */
const WCIS_JQUERY_USE = '/(?<![\w$.\'"`])jQuery(?![\w$])(?!\s*[A-Za-z_\'"`])|\b(?:window|self|globalThis)\s*(?:\.\s*jQuery(?![\w$])|\[\s*[\'"]jQuery[\'"]\s*\])/';

/**
 * The value of one attribute in a tag's attribute text: null when absent, '' when present without a value.
 *
 * @param string $attributes The text between `<script` and `>`.
 * @param string $name       Lower-case attribute name.
 * @return string|null
 */
function wcis_tag_attribute( string $attributes, string $name ): ?string {
	if ( ! preg_match( '/(?:^|\s)' . preg_quote( $name, '/' ) . '(?:\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'=<>`]+)))?(?=[\s\/>]|$)/i', $attributes, $match ) ) {
		return null;
	}
	return html_entity_decode( implode( '', array_slice( $match, 1 ) ), ENT_QUOTES );
}

/**
 * Whether a `<script>` with these attributes runs its inline body in today's browsers (not `nomodule`).
 *
 * @param string $attributes The text between `<script` and `>`.
 * @return bool
 */
function wcis_is_executable_inline_script( string $attributes ): bool {
	if ( null !== wcis_tag_attribute( $attributes, 'src' ) || null !== wcis_tag_attribute( $attributes, 'nomodule' ) ) {
		return false;
	}
	$type = wcis_tag_attribute( $attributes, 'type' );
	if ( null === $type ) {
		// HTML: without `type`, a non-empty `language` makes the type "text/" followed by it.
		$language = (string) wcis_tag_attribute( $attributes, 'language' );
		$type     = '' === $language ? '' : 'text/' . $language;
	}
	return in_array( strtolower( trim( $type ) ), WCIS_EXECUTABLE_SCRIPT_TYPES, true );
}

/**
 * Whether a script's text uses the global jQuery.
 *
 * @param string $body The script's text.
 * @return bool
 */
function wcis_uses_jquery( string $body ): bool {
	return false !== strpos( $body, 'jQuery' ) && 1 === preg_match( WCIS_JQUERY_USE, $body );
}

/**
 * One pass over a page's `<script>` elements, in order, up to the tag with id $stop_id (WordPress's jquery-core
 * tag: a script after it has jQuery). Returns the executable inline scripts that use jQuery (all executable inline
 * scripts when $every), each with its offset, id and text; and the offset of the $stop_id tag, or -1.
 *
 * @param string $html    The page, or a chunk of it.
 * @param string $stop_id The id of the tag that ends the scan.
 * @param bool   $every   Also return executable inline scripts that do not use jQuery (`uses` false).
 * @return array{scripts: list<array{offset: int, id: string, body: string, uses: bool}>, stop: int}
 */
function wcis_scan_inline_scripts( string $html, string $stop_id, bool $every = false ): array {
	$scripts = array();
	$offset  = 0;
	while ( false !== ( $start = stripos( $html, '<script', $offset ) ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition, WordPress.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- one pass over the tags.
		$open_end = strpos( $html, '>', $start );
		$close    = false === $open_end ? false : stripos( $html, '</script', $open_end );
		if ( false === $close ) {
			break;
		}
		$offset = $close + 8;
		if ( false === strpos( " \t\n\r\f/>", $html[ $start + 7 ] ) ) {
			continue; // `<scripts>` or similar: not a script element.
		}
		$attributes = substr( $html, $start + 7, $open_end - $start - 7 );
		if ( false !== strpos( $attributes, $stop_id ) && wcis_tag_attribute( $attributes, 'id' ) === $stop_id ) {
			return array(
				'scripts' => $scripts,
				'stop'    => $start,
			);
		}
		$body = substr( $html, $open_end + 1, $close - $open_end - 1 );
		$uses = wcis_uses_jquery( $body );
		if ( ( ! $uses && ( ! $every || '' === trim( $body ) ) ) || ! wcis_is_executable_inline_script( $attributes ) ) {
			continue;
		}
		$scripts[] = array(
			'offset' => $start,
			'id'     => (string) wcis_tag_attribute( $attributes, 'id' ),
			'body'   => $body,
			'uses'   => $uses,
		);
	}
	return array(
		'scripts' => $scripts,
		'stop'    => -1,
	);
}

/**
 * Removes the `<script>` elements whose id is one of $ids from $html, from $from on (a copy printed later than
 * the one inserted: a second jQuery would start with no plugins and no handlers of the first).
 *
 * @param string   $html The page or chunk.
 * @param string[] $ids  Element ids.
 * @param int      $from Offset to start at.
 * @return string
 */
function wcis_remove_script_elements( string $html, array $ids, int $from = 0 ): string {
	if ( ! $ids ) {
		return $html;
	}
	$names = implode( '|', array_map( 'preg_quote', $ids, array_fill( 0, count( $ids ), '#' ) ) );
	$tail  = preg_replace( '#<script\b[^>]*\sid=(["\']?)(?:' . $names . ')\1(?=[\s/>])[^>]*>.*?</script\s*>\n?#is', '', substr( $html, $from ) );
	return substr( $html, 0, $from ) . ( null === $tail ? substr( $html, $from ) : $tail );
}

/**
 * The element ids WordPress prints for a handle: its file's tag and its data, translations and inline blocks.
 *
 * @param string[] $handles Script handles.
 * @return string[]
 */
function wcis_script_element_ids( array $handles ): array {
	$ids = array();
	foreach ( $handles as $handle ) {
		foreach ( array( '-js', '-js-extra', '-js-translations', '-js-before', '-js-after' ) as $suffix ) {
			$ids[] = $handle . $suffix;
		}
	}
	return $ids;
}

/**
 * Puts $tags before offset $at of $html and takes out any later copy of the same handles' elements.
 *
 * @param string   $html    The page or chunk.
 * @param int      $at      Offset of the first script that needs jQuery.
 * @param string   $tags    What WordPress prints for jQuery (and BlockUI).
 * @param string[] $handles The handles $tags prints.
 * @return string
 */
function wcis_insert_jquery_tags( string $html, int $at, string $tags, array $handles ): string {
	$after = wcis_remove_script_elements( substr( $html, $at ), wcis_script_element_ids( $handles ) );
	return substr( $html, 0, $at ) . $tags . $after;
}

/**
 * What a script's first line shows, for Site Health: its first 100 characters, whitespace collapsed.
 *
 * @param string $body The script's text.
 * @return string
 */
function wcis_script_excerpt( string $body ): string {
	$text = trim( (string) preg_replace( '/\s+/', ' ', $body ) );
	return strlen( $text ) > 100 ? substr( $text, 0, 100 ) . '…' : $text;
}

/**
 * The pieces of a script's text to look for in a theme's or plugin's files: the longest runs between quotes and
 * line breaks (PHP may quote the script either way, and what it interpolates is rarely a whole run), at most 3.
 *
 * @param string $body The script's text.
 * @return string[]
 */
function wcis_script_search_pieces( string $body ): array {
	$pieces = array();
	foreach ( (array) preg_split( '/["\'\r\n\\\\]+/', $body ) as $piece ) {
		$piece = trim( (string) $piece );
		if ( strlen( $piece ) >= 12 ) {
			$pieces[] = $piece;
		}
	}
	$pieces = array_values( array_unique( $pieces ) );
	usort(
		$pieces,
		static function ( string $a, string $b ): int {
			return strlen( $b ) - strlen( $a );
		}
	);
	return array_slice( $pieces, 0, 3 );
}

/**
 * A key for a script that stays the same when only its numbers change (a product id, a timestamp).
 *
 * @param string $body The script's text.
 * @return string
 */
function wcis_script_key( string $body ): string {
	return md5( (string) preg_replace( '/\d+/', '0', trim( $body ) ) );
}
