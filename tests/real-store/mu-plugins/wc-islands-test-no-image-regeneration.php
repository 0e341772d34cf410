<?php
/**
 * Plugin Name: wc-islands test: no background image regeneration
 * Description: Test only. The tier switches themes (Twenty Twenty-Five, OceanWP, Astra and back to Storefront); on
 * each switch WooCommerce queues a regeneration of every product image, which it runs as a stream of loopback
 * `admin-ajax.php?action=wp_1_wc_regenerate_images` requests: on PHP's built-in server (8 workers) bursts of 50-250
 * of them a minute for minutes after each switch (server log), beside the specs' own requests. WooCommerce still
 * resizes a missing size when a page asks for it (`maybe_resize_image`, hooked either way).
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'woocommerce_background_image_regeneration', '__return_false' );
