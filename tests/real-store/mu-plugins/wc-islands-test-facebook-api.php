<?php
/**
 * Plugin Name: wc-islands test Facebook API
 * Description: Test only (tests/real-store/plugins/facebook-for-woocommerce.mjs, the differential harness). Answers,
 * inside WordPress, the requests Facebook for WooCommerce makes from PHP to Meta's hosts, so nothing leaves the
 * machine: the pixel's advanced matching config (connect.facebook.net/signals/config/json/<pixel>), Conversions API
 * events (graph.facebook.com/<version>/<pixel>/events: received), and any other Graph API read (an empty list).
 * Every call is appended as one JSON line to wp-content/wc-islands-test-facebook-api.log (method, host, path).
 * Does nothing for any other host; harmless while the plugin is inactive.
 */

defined( 'ABSPATH' ) || exit;

/** Whether a host is one of Meta's (facebook.com, facebook.net and their subdomains). */
function wcitf_is_meta_host( string $host ): bool {
	return (bool) preg_match( '/(^|\.)facebook\.(com|net)$/', $host );
}

/**
 * The body Meta would answer for a path.
 *
 * @param string $host The request's host.
 * @param string $path The request's path.
 * @param array  $args The request's arguments (the CAPI body lists its events).
 */
function wcitf_answer( string $host, string $path, array $args ): array {
	if ( 'connect.facebook.net' === $host && false !== strpos( $path, '/signals/config/json/' ) ) {
		return array(
			'matchingConfig' => array(
				'enableAutomaticMatching'        => true,
				'enabledAutomaticMatchingFields' => array( 'em', 'fn', 'ln', 'ph', 'ct', 'st', 'zp', 'country', 'external_id' ),
			),
		);
	}
	if ( preg_match( '#/events$#', $path ) ) {
		$body   = isset( $args['body'] ) && is_string( $args['body'] ) ? json_decode( $args['body'], true ) : null;
		$events = is_array( $body ) && isset( $body['data'] ) && is_array( $body['data'] ) ? count( $body['data'] ) : 1;
		return array(
			'events_received' => $events,
			'messages'        => array(),
			'fbtrace_id'      => 'wcislandstest',
		);
	}
	return array( 'data' => array() );
}

add_filter(
	'pre_http_request',
	static function ( $preempt, $args, $url ) {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( false !== $preempt || ! wcitf_is_meta_host( $host ) ) {
			return $preempt;
		}
		$path   = (string) wp_parse_url( $url, PHP_URL_PATH );
		$method = isset( $args['method'] ) ? (string) $args['method'] : 'GET';
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test log.
		file_put_contents( WP_CONTENT_DIR . '/wc-islands-test-facebook-api.log', wp_json_encode( array( $method, $host, $path ) ) . "\n", FILE_APPEND );
		return array(
			'headers'  => array( 'content-type' => 'application/json' ),
			'body'     => wp_json_encode( wcitf_answer( $host, $path, $args ) ),
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	10,
	3
);
