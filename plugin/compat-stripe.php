<?php
/**
 * WooCommerce Stripe Gateway (docs/reference/woocommerce-gateway-stripe.md). Its classic checkout script
 * (`wc-stripe-upe-classic`) is enqueued on product and cart pages too, unless the store filters that off, and it
 * declares `wc-checkout`: WordPress then prints WooCommerce's checkout.js, woocommerce.js, jQuery and BlockUI there,
 * and the islands they would be replaced by stay off. On those pages the script has nothing to do: it mounts its
 * card field only into a payment box (checkout, pay for order, add payment method) and handles its redirects only
 * where `isCheckout` or `isOrderPay` is set. So the bundle answers Stripe's own two filters, which it offers to
 * stores "to improve their store's performance"; Stripe asks them only while its express checkout buttons are off
 * for that page (with them on, it needs its script there and keeps it). The checkout keeps checkout.js.
 *
 * @package wc-islands
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'wc_stripe_load_scripts_on_product_page_when_prbs_disabled', '__return_false' );
add_filter( 'wc_stripe_load_scripts_on_cart_page_when_prbs_disabled', '__return_false' );
