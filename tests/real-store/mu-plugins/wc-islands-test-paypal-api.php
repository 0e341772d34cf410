<?php
/**
 * Plugin Name: wc-islands test PayPal API
 * Description: Test only (tests/real-store/paypal-payments.spec.ts). Answers WooCommerce PayPal Payments' server
 * calls to PayPal's REST API (api-m.sandbox.paypal.com, api-m.paypal.com) on `pre_http_request`, as PayPal answers
 * a connected sandbox merchant (docs/reference/woocommerce-paypal-payments.md): the access token, the merchant's
 * status, orders created, read, patched and captured. Orders live in one option. A payer whose e-mail ends in
 * `@decline.test` gets PayPal's 422 on order creation. Every call is appended to
 * wp-content/wc-islands-paypal-api.log (method, path, status), which the spec reads. Nothing leaves the machine.
 */

defined( 'ABSPATH' ) || exit;

const WCITP_ORDERS = 'wc_islands_test_paypal_orders';

/**
 * A JSON answer in the shape WP_Http returns.
 *
 * @param int   $status HTTP status.
 * @param mixed $body   Encoded as JSON.
 */
function wcitp_answer( int $status, $body ): array {
	return array(
		// WP_Http's own type: the plugin reads them with getAll().
		'headers'  => new WpOrg\Requests\Utility\CaseInsensitiveDictionary(
			array(
				'content-type'    => 'application/json',
				'paypal-debug-id' => 'wcislands' . wp_rand(),
			)
		),
		'body'     => null === $body ? '' : wp_json_encode( $body ),
		'response' => array(
			'code'    => $status,
			'message' => get_status_header_desc( $status ),
		),
		'cookies'  => array(),
		'filename' => null,
	);
}

/** The stand-in's orders by id. */
function wcitp_orders(): array {
	return (array) get_option( WCITP_ORDERS, array() );
}

/**
 * Saves one order.
 *
 * @param array $order PayPal's order object.
 */
function wcitp_save( array $order ): void {
	$orders                 = wcitp_orders();
	$orders[ $order['id'] ] = $order;
	update_option( WCITP_ORDERS, $orders, false );
}

/**
 * The order object PayPal answers for a created one.
 *
 * @param array $request The create-order body.
 */
function wcitp_created( array $request ): array {
	$id    = 'WCIS' . strtoupper( wp_generate_password( 13, false ) );
	$units = array_map(
		static function ( array $unit ): array {
			$unit['payee'] = array(
				'email_address' => 'merchant@example.test',
				'merchant_id'   => 'WCISLANDSTEST1',
			);
			return $unit;
		},
		(array) ( $request['purchase_units'] ?? array() )
	);
	return array(
		'id'             => $id,
		'intent'         => $request['intent'] ?? 'CAPTURE',
		'status'         => 'CREATED',
		'purchase_units' => $units,
		'create_time'    => gmdate( 'Y-m-d\TH:i:s\Z' ),
		'links'          => array(
			array(
				'href'   => "https://www.sandbox.paypal.com/checkoutnow?token=$id",
				'rel'    => 'approve',
				'method' => 'GET',
			),
		),
	);
}

/**
 * The order once the payer approved it in PayPal's window (the SDK stand-in's approval).
 *
 * @param array $order A created order.
 */
function wcitp_approved( array $order ): array {
	if ( 'CREATED' === $order['status'] ) {
		$order['status'] = 'APPROVED';
	}
	$order['payer']          = array(
		'name'          => array(
			'given_name' => 'Ada',
			'surname'    => 'Buyer',
		),
		'email_address' => 'buyer@example.test',
		'payer_id'      => 'WCISPAYER1',
		'address'       => array( 'country_code' => 'US' ),
	);
	$order['payment_source'] = array( 'paypal' => array( 'email_address' => 'buyer@example.test', 'account_id' => 'WCISPAYER1', 'account_status' => 'VERIFIED' ) );
	return $order;
}

/**
 * The order captured: each unit gets one completed capture of its amount.
 *
 * @param array $order An approved order.
 */
function wcitp_captured( array $order ): array {
	$order           = wcitp_approved( $order );
	$order['status'] = 'COMPLETED';
	foreach ( $order['purchase_units'] as $index => $unit ) {
		$order['purchase_units'][ $index ]['payments'] = array(
			'captures' => array(
				array(
					'id'                => 'WCISCAPTURE' . $index . strtoupper( wp_generate_password( 6, false ) ),
					'status'            => 'COMPLETED',
					'amount'            => $unit['amount'],
					'final_capture'     => true,
					'seller_protection' => array( 'status' => 'ELIGIBLE' ),
					'invoice_id'        => $unit['invoice_id'] ?? '',
					'custom_id'         => $unit['custom_id'] ?? '',
					'create_time'       => gmdate( 'Y-m-d\TH:i:s\Z' ),
				),
			),
		);
	}
	return $order;
}

/**
 * The merchant's status as the partner API reports it for a connected sandbox account: PayPal buttons only.
 */
function wcitp_merchant(): array {
	return array(
		'merchant_id'             => 'WCISLANDSTEST1',
		'tracking_id'             => '',
		'legal_name'              => 'wc-islands test merchant',
		'payments_receivable'     => true,
		'primary_email_confirmed' => true,
		'products'                => array(
			array(
				'name'               => 'EXPRESS_CHECKOUT',
				'vetting_status'     => 'SUBSCRIBED',
				'capabilities'       => array(),
			),
		),
		'capabilities'            => array(),
	);
}

/**
 * Answers one call to PayPal's REST API.
 *
 * @param string $method HTTP method.
 * @param string $path   Path of the URL.
 * @param array  $body   Decoded JSON body, if any.
 */
function wcitp_route( string $method, string $path, array $body ): array {
	if ( '/v1/oauth2/token' === $path ) {
		return wcitp_answer(
			200,
			array(
				'scope'        => 'https://uri.paypal.com/services/payments/payment',
				'access_token' => 'wc-islands-test-token',
				'token_type'   => 'Bearer',
				'app_id'       => 'APP-WCISLANDS',
				'expires_in'   => 32400,
				'nonce'        => 'wcislands',
			)
		);
	}
	if ( 'POST' === $method && '/v1/identity/generate-token' === $path ) {
		return wcitp_answer( 200, array( 'client_token' => 'wc-islands-test-client-token', 'expires_in' => 3600 ) );
	}
	if ( 1 === preg_match( '#^/v1/customer/partners/[^/]+/merchant-integrations/[^/]+$#', $path ) ) {
		return wcitp_answer( 200, wcitp_merchant() );
	}
	if ( 'POST' === $method && '/v2/checkout/orders' === $path ) {
		$email = (string) ( $body['payer']['email_address'] ?? $body['payment_source']['paypal']['email_address'] ?? '' );
		if ( str_ends_with( $email, '@decline.test' ) ) {
			return wcitp_answer(
				422,
				array(
					'name'     => 'UNPROCESSABLE_ENTITY',
					'message'  => 'The requested action could not be performed, semantically incorrect, or failed business validation.',
					'details'  => array(
						array(
							'issue'       => 'PAYEE_BLOCKED_TRANSACTION',
							'description' => 'The Fraud Protection settings for the merchant blocked this transaction.',
						),
					),
					'debug_id' => 'wcislands',
				)
			);
		}
		$order = wcitp_created( $body );
		wcitp_save( $order );
		return wcitp_answer( 201, $order );
	}
	if ( 1 === preg_match( '#^/v2/checkout/orders/([A-Za-z0-9]+)(/capture|/authorize)?$#', $path, $match ) ) {
		$orders = wcitp_orders();
		if ( ! isset( $orders[ $match[1] ] ) ) {
			return wcitp_answer( 404, array( 'name' => 'RESOURCE_NOT_FOUND', 'message' => 'The specified resource does not exist.', 'details' => array() ) );
		}
		$order = $orders[ $match[1] ];
		if ( 'PATCH' === $method ) {
			return wcitp_answer( 204, null );
		}
		$order = '/capture' === ( $match[2] ?? '' ) ? wcitp_captured( $order ) : wcitp_approved( $order );
		wcitp_save( $order );
		return wcitp_answer( 'POST' === $method ? 201 : 200, $order );
	}
	if ( str_starts_with( $path, '/v1/notifications/webhooks' ) ) {
		return wcitp_answer( 200, 'GET' === $method ? array( 'webhooks' => array() ) : array( 'id' => 'WCISWEBHOOK', 'url' => home_url(), 'event_types' => array() ) );
	}
	return wcitp_answer( 404, array( 'name' => 'RESOURCE_NOT_FOUND', 'message' => 'Not stood in for by wc-islands-test-paypal-api.php.', 'details' => array() ) );
}

add_filter(
	'pre_http_request',
	static function ( $preempt, array $args, string $url ) {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( ! in_array( $host, array( 'api-m.sandbox.paypal.com', 'api-m.paypal.com', 'api.sandbox.paypal.com', 'api.paypal.com' ), true ) ) {
			return $preempt;
		}
		$method = strtoupper( (string) ( $args['method'] ?? 'GET' ) );
		$path   = (string) wp_parse_url( $url, PHP_URL_PATH );
		$body   = is_string( $args['body'] ?? null ) ? json_decode( $args['body'], true ) : null;
		$answer = wcitp_route( $method, $path, is_array( $body ) ? $body : array() );
		// phpcs:ignore WordPress.WP.AlternativeFunctions -- a test log beside wp-content, read by the spec.
		file_put_contents( WP_CONTENT_DIR . '/wc-islands-paypal-api.log', "$method $path {$answer['response']['code']}\n", FILE_APPEND );
		return $answer;
	},
	10,
	3
);
