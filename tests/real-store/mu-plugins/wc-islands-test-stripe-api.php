<?php
/**
 * Plugin Name: wc-islands test Stripe API
 * Description: Test only (tests/real-store/stripe-gateway.spec.ts, issue #32). Answers, inside WordPress, the calls
 * the real WooCommerce Stripe Gateway makes from PHP to https://api.stripe.com/v1/ for a guest's card payment on the
 * classic checkout, so nothing leaves the machine: the account check, customers, the payment method the browser
 * created (our Stripe.js stand-in makes ids `pm_wcis…`), payment intents (created and confirmed at once, succeeded,
 * with their charge) and charges. Any other Stripe call is answered with a Stripe-shaped error, so a new call in a
 * newer release shows in the gateway's notice and in the log. Every call is appended as one JSON line to
 * wp-content/wc-islands-test-stripe-api.log (method, path), which the spec reads to count payment intents.
 * A card whose payment method id ends in `_decline` is declined by the payment intent, as Stripe does for
 * 4000 0000 0000 9995. Does nothing for any other host; harmless while the gateway is inactive.
 */

defined( 'ABSPATH' ) || exit;

/** Where each answered call is recorded, one JSON line each. */
function wcits_log_path(): string {
	return WP_CONTENT_DIR . '/wc-islands-test-stripe-api.log';
}

/**
 * The test account: a US account in USD with card payments on (what the gateway's account check reads).
 */
function wcits_account(): array {
	return array(
		'id'               => 'acct_wcislands',
		'object'           => 'account',
		'country'          => 'US',
		'default_currency' => 'usd',
		'email'            => 'owner@example.test',
		'charges_enabled'  => true,
		'payouts_enabled'  => true,
		'capabilities'     => array(
			'card_payments' => 'active',
			'link_payments' => 'inactive',
		),
		'settings'         => array(
			'payments'      => array( 'statement_descriptor' => 'WC ISLANDS TEST' ),
			'card_payments' => array( 'statement_descriptor_prefix' => 'WCIS' ),
		),
	);
}

/**
 * A card payment method as Stripe returns it (Visa 4242).
 *
 * @param string $id The pm_ id the browser posted.
 */
function wcits_payment_method( string $id ): array {
	return array(
		'id'              => $id,
		'object'          => 'payment_method',
		'type'            => 'card',
		'customer'        => null,
		'billing_details' => array( 'email' => null ),
		'card'            => array(
			'brand'     => 'visa',
			'last4'     => '4242',
			'exp_month' => 12,
			'exp_year'  => 2034,
			'funding'   => 'credit',
			'country'   => 'US',
			'networks'  => array( 'available' => array( 'visa' ), 'preferred' => null ),
		),
	);
}

/**
 * A succeeded charge for an intent.
 *
 * @param string $intent The pi_ id.
 * @param array  $body   The posted intent fields (amount, currency, payment_method).
 */
function wcits_charge( string $intent, array $body ): array {
	$method = isset( $body['payment_method'] ) ? (string) $body['payment_method'] : 'pm_wcis';
	return array(
		'id'                     => 'ch_' . substr( $intent, 3 ),
		'object'                 => 'charge',
		'amount'                 => (int) ( $body['amount'] ?? 0 ),
		'currency'               => (string) ( $body['currency'] ?? 'usd' ),
		'captured'               => true,
		'paid'                   => true,
		'status'                 => 'succeeded',
		'payment_intent'         => $intent,
		'payment_method'         => $method,
		'payment_method_details' => array(
			'type' => 'card',
			'card' => wcits_payment_method( $method )['card'],
		),
		'outcome'                => array( 'type' => 'authorized' ),
	);
}

/**
 * A payment intent, succeeded at once (no 3-D Secure), or declined for a `…_decline` payment method.
 *
 * @param string $id   The pi_ id.
 * @param array  $body The posted fields.
 */
function wcits_intent( string $id, array $body ): array {
	$method = isset( $body['payment_method'] ) ? (string) $body['payment_method'] : '';
	if ( str_ends_with( $method, '_decline' ) ) {
		return array(
			'error' => array(
				'type'         => 'card_error',
				'code'         => 'card_declined',
				'decline_code' => 'insufficient_funds',
				'message'      => 'Your card has insufficient funds.',
			),
		);
	}
	$charge = wcits_charge( $id, $body );
	return array(
		'id'                   => $id,
		'object'               => 'payment_intent',
		'amount'               => (int) ( $body['amount'] ?? 0 ),
		'currency'             => (string) ( $body['currency'] ?? 'usd' ),
		'status'               => 'succeeded',
		'customer'             => $body['customer'] ?? null,
		'payment_method'       => $method,
		'payment_method_types' => array( 'card' ),
		'client_secret'        => $id . '_secret_wcis',
		'latest_charge'        => $charge,
		'charges'              => array( 'data' => array( $charge ) ),
	);
}

/**
 * The answer for one call, by method and path under /v1/.
 *
 * @param string $method HTTP method.
 * @param string $path   Path after /v1/, without the query.
 * @param array  $body   The posted fields.
 */
function wcits_answer( string $method, string $path, array $body ): array {
	$parts = explode( '/', $path );
	switch ( $parts[0] ) {
		case 'account':
			return wcits_account();
		case 'customers':
			if ( 'search' === ( $parts[1] ?? '' ) ) {
				// A guest has no Stripe customer yet: the gateway then creates one.
				return array( 'object' => 'search_result', 'data' => array() );
			}
			return array(
				'id'     => $parts[1] ?? 'cus_wcis' . wp_generate_password( 8, false ),
				'object' => 'customer',
				'email'  => $body['email'] ?? null,
			);
		case 'payment_methods':
			return wcits_payment_method( $parts[1] ?? 'pm_wcis' );
		case 'payment_intents':
			return wcits_intent( $parts[1] ?? 'pi_wcis' . wp_generate_password( 12, false ), $body );
		case 'charges':
			return wcits_charge( 'pi_' . substr( $parts[1] ?? 'ch_wcis', 3 ), array() );
		case 'webhook_endpoints':
			return array( 'object' => 'list', 'data' => array() );
	}
	return array(
		'error' => array(
			'type'    => 'invalid_request_error',
			'message' => "wc-islands test stand-in has no answer for $method /v1/$path",
		),
	);
}

add_filter(
	'pre_http_request',
	static function ( $preempt, $args, $url ) {
		if ( 'api.stripe.com' !== wp_parse_url( $url, PHP_URL_HOST ) ) {
			return $preempt;
		}
		$method = strtoupper( $args['method'] ?? 'GET' );
		$path   = preg_replace( '#^/v1/#', '', (string) wp_parse_url( $url, PHP_URL_PATH ) );
		$body   = is_array( $args['body'] ?? null ) ? $args['body'] : array();
		$answer = wcits_answer( $method, $path, $body );
		// phpcs:ignore WordPress.WP.AlternativeFunctions -- a test log beside the store, read by the spec.
		file_put_contents( wcits_log_path(), wp_json_encode( array( 'method' => $method, 'path' => $path, 'error' => isset( $answer['error'] ) ) ) . "\n", FILE_APPEND | LOCK_EX );
		return array(
			'headers'  => array( 'request-id' => 'req_wcis', 'stripe-version' => '2024-06-20' ),
			'body'     => wp_json_encode( $answer ),
			'response' => array(
				'code'    => isset( $answer['error'] ) ? 402 : 200,
				'message' => isset( $answer['error'] ) ? 'Payment Required' : 'OK',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	10,
	3
);
