<?php
/**
 * Runs WordPress's Plugin Check (WordPress/plugin-check, installed and active in the site with its Composer
 * dependencies) on one installed plugin, as `wp plugin check SLUG` would with no options, and prints its errors
 * and warnings as JSON: `{ "errors": [ … ], "warnings": [ … ] }`, each `{ file, line, column, code, message }`.
 * No wp-cli: the runner class is driven directly, static checks only (runtime checks need an object-cache drop-in
 * installed by an earlier request, which a command line cannot give itself; `wp plugin check` skips them too
 * unless it is started with plugin-check's cli.php required early).
 *
 * Usage: php -d disable_functions=shell_exec plugin-check.php WP_ROOT SITE_URL SLUG LATEST_WP
 * (LATEST_WP: the newest WordPress release, which Plugin Check asks api.wordpress.org for to judge "Tested up to";
 * the tests' site cannot reach it, and Plugin Check would fall back to the site's own version.)
 * (PHP_CodeSniffer asks the terminal's size and whether STDIN is one by shelling out; in PHP-in-WebAssembly a
 * process started inside Plugin Check's array_walk() over its checks aborts the runtime, so this run answers both
 * without a process: shell_exec() off, and STDIN a terminal, so nothing is read from it.)
 *
 * @package wc-islands
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

list( , $wp_root, $site_url, $slug, $latest_wp ) = array_pad( $argv, 5, '' );

$wcis_url               = parse_url( $site_url );
$_SERVER['HTTP_HOST']   = ( $wcis_url['host'] ?? '127.0.0.1' ) . ( isset( $wcis_url['port'] ) ? ':' . $wcis_url['port'] : '' );
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/wp-admin/tools.php';
define( 'WP_ADMIN', true );
require $wp_root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
wp_set_current_user( 1 );

if ( ! function_exists( 'posix_isatty' ) ) {
	/**
	 * STDIN is a terminal: PHP_CodeSniffer then reads no code from it (see the usage above).
	 *
	 * @return bool
	 */
	function posix_isatty(): bool { // phpcs:ignore
		return true;
	}
}

if ( ! class_exists( 'WordPress\Plugin_Check\Checker\Abstract_Check_Runner' ) ) {
	fwrite( STDERR, "Plugin Check is not active in this site, or its vendor/ is missing\n" );
	exit( 1 );
}

/**
 * The runner with `wp plugin check SLUG`'s defaults: every check that is not experimental, in every category.
 */
final class WCIS_Plugin_Check_Runner extends WordPress\Plugin_Check\Checker\Abstract_Check_Runner {
	/**
	 * The plugin to check, set before the runner is made.
	 *
	 * @var string
	 */
	public static $requested = '';

	/**
	 * Plugin Check asks each runner whether the current request is one of its own.
	 *
	 * @return bool
	 */
	public static function is_plugin_check() {
		return true;
	}

	/** @return string */
	protected function get_plugin_param() {
		return self::$requested;
	}

	/** @return array */
	protected function get_check_slugs_param() {
		return array();
	}

	/** @return array */
	protected function get_check_exclude_slugs_param() {
		return array();
	}

	/** @return bool */
	protected function get_include_experimental_param() {
		return false;
	}

	/** @return array */
	protected function get_categories_param() {
		return array();
	}

	/** @return string */
	protected function get_slug_param() {
		return '';
	}

	/** @return bool */
	protected function allow_runtime_checks(): bool {
		return false;
	}
}

/**
 * Flattens Plugin Check's file => line => column => messages map into one list.
 *
 * @param array $by_file Errors or warnings as Check_Result holds them.
 * @return array
 */
function wcis_plugin_check_messages( array $by_file ): array {
	$messages = array();
	foreach ( $by_file as $file => $lines ) {
		foreach ( $lines as $line => $columns ) {
			foreach ( $columns as $column => $entries ) {
				foreach ( $entries as $entry ) {
					$messages[] = array(
						'file'    => $file,
						'line'    => $line,
						'column'  => $column,
						'code'    => $entry['code'],
						'message' => $entry['message'],
					);
				}
			}
		}
	}
	return $messages;
}

set_transient( 'wp_plugin_check_latest_wp_version', $latest_wp, HOUR_IN_SECONDS );
WCIS_Plugin_Check_Runner::$requested = $slug;
$wcis_runner                      = new WCIS_Plugin_Check_Runner();
$wcis_runner->set_experimental_flag( false );
$wcis_runner->set_check_slugs( array() );
$wcis_runner->set_check_exclude_slugs( array() );
$wcis_runner->set_plugin( $slug );
$wcis_runner->set_categories( array() );
$wcis_cleanup = $wcis_runner->prepare();
fwrite( STDERR, 'Plugin Check ' . WP_PLUGIN_CHECK_VERSION . ': ' . implode( ', ', array_keys( $wcis_runner->get_checks_to_run() ) ) . "\n" );
$wcis_result  = $wcis_runner->run();
$wcis_cleanup();

echo wp_json_encode(
	array(
		'errors'   => wcis_plugin_check_messages( $wcis_result->get_errors() ),
		'warnings' => wcis_plugin_check_messages( $wcis_result->get_warnings() ),
	),
	JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES
) . "\n";
