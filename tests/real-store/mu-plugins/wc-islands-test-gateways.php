<?php
/**
 * Plugin Name: wc-islands test gateways
 * Description: Test only (tests/real-store/payment-gateways.spec.ts). Stand-ins for two payment gateways' server
 * sides, with our own fixtures of their classic-checkout scripts, registered under the real plugins' handles and
 * dependencies (docs/reference/payment-gateways.md). Nothing happens unless the request carries the cookie
 * `wc_islands_demo_gateways` (a comma list of `stripe`, `ppcp-gateway`), the same switch as the demo store's.
 *
 * - `stripe`: handle `stripe` at https://js.stripe.com/v3/ (as WooCommerce Stripe Gateway registers it; the spec
 *   answers it at the browser's edge with server/public/compat/stripe-js.js) and `wc-stripe-upe-classic`
 *   (stripe-classic.js) depending on `stripe` and `wc-checkout`. The box holds an empty `.wc-stripe-upe-element`;
 *   an order is paid only with a posted `wc-stripe-payment-method` (pm_…).
 * - `ppcp-gateway`: handle `ppcp-smart-button` (paypal-buttons.js) depending on `jquery` only, its button wrapper
 *   after Place order; paid only with a posted `ppcp-resume-order`.
 * The scripts are copied beside wc-islands-test-listeners.php by `npm run test:real-store` (README there).
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the request enables a stand-in gateway.
 *
 * @param string $id Gateway id.
 */
function wcitg_enabled( string $id ): bool {
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared against fixed ids only.
	$names = isset( $_COOKIE['wc_islands_demo_gateways'] ) ? explode( ',', (string) wp_unslash( $_COOKIE['wc_islands_demo_gateways'] ) ) : array();
	return in_array( $id, $names, true );
}

/**
 * A posted field of the checkout form, as a string.
 *
 * @param string $name Field name.
 */
function wcitg_posted( string $name ): string {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce verified the checkout nonce before process_payment.
	return isset( $_POST[ $name ] ) ? sanitize_text_field( wp_unslash( $_POST[ $name ] ) ) : '';
}

add_action(
	'plugins_loaded',
	static function (): void {
		if ( ! class_exists( 'WC_Payment_Gateway' ) ) {
			return;
		}

		/** The two stand-ins share everything but their id, title, box and proof of payment. */
		abstract class WCITG_Gateway extends WC_Payment_Gateway {
			/** Markup inside the payment box. @var string */
			protected $box = '';

			public function __construct() {
				$this->enabled    = 'yes';
				$this->has_fields = true;
			}

			public function is_available() {
				return wcitg_enabled( $this->id );
			}

			public function payment_fields() {
				echo $this->box; // phpcs:ignore WordPress.Security.EscapeOutput -- fixed markup.
			}

			/** Whether the gateway's script did its part. */
			abstract protected function paid(): bool;

			public function process_payment( $order_id ) {
				if ( ! $this->paid() ) {
					wc_add_notice( 'Invalid payment method.', 'error' );
					return array( 'result' => 'failure' );
				}
				$order = wc_get_order( $order_id );
				$order->update_status( 'on-hold', 'Paid with a test stand-in.' );
				WC()->cart->empty_cart();
				return array(
					'result'   => 'success',
					'redirect' => $this->get_return_url( $order ),
				);
			}
		}

		final class WCITG_Stripe extends WCITG_Gateway {
			public function __construct() {
				parent::__construct();
				$this->id           = 'stripe';
				$this->title        = 'Credit / Debit Card';
				$this->method_title = 'Stripe (test stand-in)';
				$this->box          = '<fieldset id="wc-stripe-upe-form" class="wc-upe-form wc-payment-form"><div class="wc-stripe-upe-element" data-payment-method-type="card"></div></fieldset>';
			}

			protected function paid(): bool {
				return 1 === preg_match( '/^pm_[A-Za-z0-9]+$/', wcitg_posted( 'wc-stripe-payment-method' ) );
			}
		}

		final class WCITG_PayPal extends WCITG_Gateway {
			public function __construct() {
				parent::__construct();
				$this->id           = 'ppcp-gateway';
				$this->title        = 'PayPal';
				$this->method_title = 'PayPal Payments (test stand-in)';
				$this->box          = '<p>Pay via PayPal.</p>';
			}

			protected function paid(): bool {
				return 1 === preg_match( '/^[A-Za-z0-9_-]+$/', wcitg_posted( 'ppcp-resume-order' ) );
			}
		}

		// Only for a request that enables them: the real plugins use the same ids (stripe-gateway.spec.ts runs the real
		// Stripe gateway, whose PHP looks itself up by its id among the registered gateways).
		add_filter(
			'woocommerce_payment_gateways',
			static function ( array $gateways ): array {
				if ( wcitg_enabled( 'stripe' ) ) {
					$gateways[] = 'WCITG_Stripe';
				}
				// With the real PayPal Payments active (paypal-payments.spec.ts), its gateway owns the id.
				if ( wcitg_enabled( 'ppcp-gateway' ) && ! class_exists( 'WooCommerce\\PayPalCommerce\\WcGateway\\Gateway\\PayPalGateway' ) ) {
					$gateways[] = 'WCITG_PayPal';
				}
				return $gateways;
			}
		);
	},
	20
);

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		if ( ! function_exists( 'is_checkout' ) || ! is_checkout() ) {
			return;
		}
		$fixtures = plugins_url( 'wc-islands-test-listeners/', __FILE__ );
		if ( wcitg_enabled( 'stripe' ) ) {
			// As WooCommerce Stripe Gateway registers them; the browser's edge answers js.stripe.com in the tests.
			wp_register_script( 'stripe', 'https://js.stripe.com/v3/', array(), '3.0', true );
			wp_enqueue_script( 'wc-stripe-upe-classic', $fixtures . 'stripe-classic.js', array( 'stripe', 'wc-checkout' ), '1', true );
		}
		if ( wcitg_enabled( 'ppcp-gateway' ) ) {
			wp_enqueue_script( 'ppcp-smart-button', $fixtures . 'paypal-buttons.js', array( 'jquery' ), '1', true );
		}
	}
);

add_action(
	'woocommerce_review_order_after_submit',
	static function (): void {
		if ( wcitg_enabled( 'ppcp-gateway' ) ) {
			echo '<div id="ppc-button-ppcp-gateway" class="ppc-button-wrapper"></div>';
		}
	}
);
