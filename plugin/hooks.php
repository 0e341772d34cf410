<?php
/**
 * Hook callbacks, each directly above the add_action/add_filter that registers it.
 *
 * @package wc-islands
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The plugin's own translations (languages/wc-islands-{locale}.mo, compiled at build from the .po);
 * a translation in wp-content/languages/plugins/ (translate.wordpress.org, Loco) wins, as WordPress
 * loads that first.
 */
function wcis_load_textdomain(): void {
	load_plugin_textdomain( 'wc-islands', false, dirname( plugin_basename( WCIS_MAIN_FILE ) ) . '/languages' );
}
add_action( 'init', 'wcis_load_textdomain' );

/**
 * This request's state: whether the bundle runs, the registered src/deps/group of every handle turned
 * into a data-only alias (so a later pass can restore it), and the last plan.
 *
 * @return array{active: bool, original: array<string, array{src: mixed, deps: string[], group: mixed}>, plan: array}
 */
function &wcis_state(): array {
	static $state = array(
		'active'   => false,
		'original' => array(),
		'plan'     => array(
			'replaced' => array(),
			'kept'     => array(),
			'off'      => array(),
		),
	);
	return $state;
}

/**
 * Plans the page against what is enqueued now and applies it. A replaced handle keeps its name and
 * localized data (`{handle}-js-extra` still prints) but loses its file and every dependency that is
 * not itself replaced. A handle
 * replaced earlier that a script enqueued since needs is given back, even if its data already
 * printed in the head: it then prints, file and all, in the footer.
 */
function wcis_apply_plan(): void {
	$state      = &wcis_state();
	$scripts    = wp_scripts();
	$undeclared = apply_filters( 'wc_islands_undeclared_dependencies', wcis_undeclared_dependencies() );
	$deps       = wcis_with_undeclared_dependencies( wcis_registered_dependencies(), is_array( $undeclared ) ? $undeclared : array() );
	$plan       = wcis_plan( wcis_island_handles(), wcis_get_enabled_islands(), $scripts->queue, $deps );
	foreach ( $state['original'] as $handle => $original ) {
		if ( in_array( $handle, $plan['replaced'], true ) ) {
			continue;
		}
		$scripts->registered[ $handle ]->src  = $original['src'];
		$scripts->registered[ $handle ]->deps = $original['deps'];
		$scripts->add_data( $handle, 'group', $original['group'] );
		$scripts->done                        = array_values( array_diff( $scripts->done, array( $handle ) ) );
		unset( $state['original'][ $handle ] );
	}
	foreach ( $plan['replaced'] as $handle ) {
		if ( ! isset( $scripts->registered[ $handle ] ) || isset( $state['original'][ $handle ] ) ) {
			continue;
		}
		$state['original'][ $handle ]         = array(
			'src'   => $scripts->registered[ $handle ]->src,
			'deps'  => (array) $scripts->registered[ $handle ]->deps,
			'group' => $scripts->get_data( $handle, 'group' ),
		);
		$scripts->registered[ $handle ]->src = false;
		// Its data (an inline classic script) prints in the footer: in the head it held the parser until every
		// stylesheet had arrived, so on a slow link the body was parsed only then and the LCP paint came later
		// (docs/reference/lcp-real-store.md). The bundle reads it once the document is parsed; a script that stays
		// and needs the handle gets it back above, file, data and group.
		$scripts->add_data( $handle, 'group', 1 );
		// Only its replaced dependencies stay (file-less too), so their localized data still prints:
		// checkout.js is the one that pulls country-select.js and address-i18n.js into the checkout page.
		$scripts->registered[ $handle ]->deps = array_values( array_intersect( $state['original'][ $handle ]['deps'], $plan['replaced'] ) );
	}
	$state['plan'] = $plan;
	wcis_remember_kept( $plan['kept'] );
}

/**
 * Every registered handle's dependencies as registered, before the plan took any away (a replaced handle's own).
 *
 * @return array<string, string[]>
 */
function wcis_registered_dependencies(): array {
	$original = wcis_state()['original'];
	$deps     = array();
	foreach ( wp_scripts()->registered as $handle => $dependency ) {
		$deps[ $handle ] = isset( $original[ $handle ] ) ? $original[ $handle ]['deps'] : (array) $dependency->deps;
	}
	return $deps;
}

/**
 * Main pass, after themes and plugins have enqueued (priority 9999): replace handles, enqueue the
 * loader as a script module (WordPress 6.5+) or as a `type="module"` classic script below it.
 */
function wcis_replace_handles(): void {
	$state           = &wcis_state();
	$state['active'] = wcis_is_active();
	if ( ! $state['active'] ) {
		return;
	}
	wcis_apply_plan();
	wcis_checkout_initial_state();
	wcis_product_gallery_initial_state();
	if ( apply_filters( 'wc_islands_use_script_module', function_exists( 'wp_enqueue_script_module' ) ) ) {
		wp_enqueue_script_module( 'wc-islands', wcis_loader_url(), array(), WCIS_VERSION );
	} else {
		wp_enqueue_script( 'wc-islands', wcis_loader_url(), array(), WCIS_VERSION, true );
	}
}
add_action( 'wp_enqueue_scripts', 'wcis_replace_handles', 9999 );

/**
 * The loader chunk's file name (dist/chunks/loader-<hash>.js, renamed by every build), as the build wrote it
 * in loader-chunk.php (scripts/plugin/loaderChunkPhp.ts), so no request lists dist/chunks. '' when that file
 * is missing, broken or names something else: the head then has no preload, and the entry still imports it.
 */
function wcis_loader_chunk(): string {
	// A file that is missing (or removed while this runs), or is not the generated PHP, must not print into
	// the page, log a warning nor stop it: its output and warnings go nowhere, a parse error is caught.
	ob_start();
	set_error_handler(
		static function (): bool {
			return true;
		}
	);
	try {
		$chunk = include dirname( WCIS_MAIN_FILE ) . '/loader-chunk.php';
	} catch ( \Throwable $error ) {
		$chunk = null;
	} finally {
		restore_error_handler();
		ob_end_clean();
	}
	// scripts/loaderFiles.ts LOADER_CHUNK.
	return is_string( $chunk ) && preg_match( '/^loader-[\w-]+\.js$/', $chunk ) ? $chunk : '';
}

/**
 * The loader chunk the entry imports, preloaded from the head so the browser fetches it beside the
 * entry, not after it: a round trip less before any island (issue #29). Its URL is the import's own
 * (no `?ver=`: the name carries the hash), so the preload is used, never fetched twice.
 */
function wcis_print_loader_preload(): void {
	if ( ! wcis_state()['active'] ) {
		return;
	}
	$chunk = wcis_loader_chunk();
	if ( '' === $chunk ) {
		return;
	}
	printf( "<link rel=\"modulepreload\" href=\"%s\" fetchpriority=\"%s\" />\n", esc_url( plugins_url( 'dist/chunks/' . $chunk, WCIS_MAIN_FILE ) ), esc_attr( wcis_loader_fetchpriority() ) );
}
add_action( 'wp_head', 'wcis_print_loader_preload', 2 );

/**
 * The loader's module script at the same fetch priority as its chunk's preload (see wcis_loader_fetchpriority()).
 * Through `wp_script_attributes`, which every WordPress since 6.5 applies to a script module's tag; 6.9's own
 * `fetchpriority` argument of wp_enqueue_script_module() would leave 6.5 to 6.8 out.
 *
 * @param array<string, mixed> $attributes The `<script>` tag's attributes.
 * @return array<string, mixed>
 */
function wcis_loader_script_attributes( array $attributes ): array {
	if ( ( $attributes['id'] ?? '' ) !== 'wc-islands-js-module' ) {
		return $attributes;
	}
	$attributes['fetchpriority'] = wcis_loader_fetchpriority();
	return $attributes;
}
add_filter( 'wp_script_attributes', 'wcis_loader_script_attributes' );

/**
 * checkout.js hides the shipping fields at init while 'Ship to a different address?' is unticked; the
 * island's chunk comes later (at idle), so this rule does it from the first paint (issue #31). Pure CSS:
 * without JavaScript the box still shows and hides them. A file-less handle of our own, since themes
 * such as Storefront dequeue WooCommerce's stylesheets.
 */
function wcis_checkout_initial_state(): void {
	$state = &wcis_state();
	// Only on the checkout page (WooCommerce enqueues checkout.js there), and only when the island replaces it.
	if ( ! wp_script_is( 'wc-checkout', 'enqueued' ) || ! in_array( 'wc-checkout', $state['plan']['replaced'] ?? array(), true ) ) {
		return;
	}
	wp_register_style( 'wc-islands-checkout', false, array(), WCIS_VERSION );
	wp_enqueue_style( 'wc-islands-checkout' );
	wp_add_inline_style( 'wc-islands-checkout', '.woocommerce-shipping-fields:has(#ship-to-different-address-checkbox:not(:checked)) .shipping_address{display:none}' );
}

/**
 * WooCommerce prints every product gallery at `opacity: 0` (single-product/product-image.php) for its script to fade
 * in once the slider is built, so the main image, often the page's largest paint, waits for a script. A gallery the
 * island will not rebuild keeps the layout it is printed with: no slider at all, or (the slider on, one slide not
 * allowed) no more than one image. That one shows from the first paint (issue #29), by the same filters WooCommerce
 * reads for wc_single_product_params and the same rule as the island (createGallery.ts). Only where the island
 * replaces single-product.js; without JavaScript WooCommerce's own `<noscript>` style shows every gallery.
 */
function wcis_product_gallery_initial_state(): void {
	$state = &wcis_state();
	if ( ! wp_script_is( 'wc-single-product', 'enqueued' ) || ! in_array( 'wc-single-product', $state['plan']['replaced'] ?? array(), true ) ) {
		return;
	}
	$slider = (bool) apply_filters( 'woocommerce_single_product_flexslider_enabled', get_theme_support( 'wc-product-gallery-slider' ) );
	if ( $slider && ! empty( wcis_single_product_carousel_options()['allowOneSlide'] ) ) {
		return;
	}
	$gallery = '.woocommerce-product-gallery';
	$static  = $slider ? $gallery . ':not(:has(>.woocommerce-product-gallery__wrapper>.woocommerce-product-gallery__image~.woocommerce-product-gallery__image))' : $gallery;
	wp_register_style( 'wc-islands-product-gallery', false, array(), WCIS_VERSION );
	wp_enqueue_style( 'wc-islands-product-gallery' );
	wp_add_inline_style( 'wc-islands-product-gallery', $static . '{opacity:1!important}' );
}

/**
 * The slider options WooCommerce passes in wc_single_product_params (its defaults, through its filter).
 *
 * @return array<string, mixed>
 */
function wcis_single_product_carousel_options(): array {
	$defaults = array(
		'rtl'            => is_rtl(),
		'animation'      => 'slide',
		'smoothHeight'   => true,
		'directionNav'   => false,
		'controlNav'     => 'thumbnails',
		'slideshow'      => false,
		'animationSpeed' => 500,
		'animationLoop'  => false,
		'allowOneSlide'  => false,
	);
	return (array) apply_filters( 'woocommerce_single_product_carousel_options', $defaults );
}

/**
 * Late passes, just before the head's and the footer's scripts print: handles enqueued after
 * `wp_enqueue_scripts` (Jetpack enqueues `jetpack-carousel` while the gallery block renders) are
 * replaced too, and a script enqueued late that needs a replaced handle gets it back.
 */
function wcis_late_pass(): void {
	if ( ! wcis_state()['active'] ) {
		return;
	}
	wcis_apply_plan();
	wcis_keep_blockui_with_jquery();
}
add_action( 'wp_print_scripts', 'wcis_late_pass', 1 );
add_action( 'wp_print_footer_scripts', 'wcis_late_pass', 1 );

/**
 * woocommerce.js brought BlockUI to every page, so a third-party script printed with jQuery may
 * call `$.blockUI` without declaring it. When jQuery prints for someone else, BlockUI prints too,
 * unless the store opts out with the `wc_islands_blockui_with_jquery` filter.
 */
function wcis_keep_blockui_with_jquery(): void {
	$scripts = wp_scripts();
	if ( ! isset( $scripts->registered['wc-jquery-blockui'] ) ) {
		return;
	}
	$deps = array();
	foreach ( $scripts->registered as $handle => $dependency ) {
		$deps[ $handle ] = (array) $dependency->deps;
	}
	$printed = wcis_walk_dependencies( array_merge( $scripts->queue, $scripts->done ), $deps )['walked'];
	if ( ! in_array( 'jquery-core', $printed, true ) || in_array( 'wc-jquery-blockui', $printed, true ) ) {
		return;
	}
	if ( apply_filters( 'wc_islands_blockui_with_jquery', true ) ) {
		wp_enqueue_script( 'wc-jquery-blockui' );
	}
}

/**
 * Below WordPress 6.5 the loader is a classic enqueue: it must still load as an ES module.
 *
 * @param string $tag    The `<script>` tag WordPress built.
 * @param string $handle Its handle.
 * @return string
 */
function wcis_module_type( string $tag, string $handle ): string {
	if ( 'wc-islands' !== $handle || false !== strpos( $tag, 'type="module"' ) ) {
		return $tag;
	}
	return str_replace( '<script ', '<script type="module" ', $tag );
}
add_filter( 'script_loader_tag', 'wcis_module_type', 10, 2 );

/**
 * The bundle's settings, after the footer scripts (so the late pass has decided): a JSON data block,
 * not code, so a strict Content Security Policy allows it. Module scripts run after the document is
 * parsed, so the loader finds it wherever it printed.
 */
function wcis_print_settings(): void {
	if ( ! wcis_state()['active'] ) {
		return;
	}
	$json = wp_json_encode( wcis_bundle_settings( array_keys( wcis_state()['plan']['off'] ) ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
	wp_print_inline_script_tag(
		(string) $json,
		array(
			'type' => 'application/json',
			'id'   => 'wc-islands-settings',
		)
	);
}
add_action( 'wp_print_footer_scripts', 'wcis_print_settings', 11 );

/**
 * Records why a handle stayed, for Site Health and the settings page: per handle, the distinct
 * reasons seen (a few at most). Written only when a new reason appears, so a busy store does not
 * write an option on every page view, nor flip it between the cart and checkout pages.
 *
 * @param array<string, string> $kept Kept handle => why.
 */
function wcis_remember_kept( array $kept ): void {
	$known   = get_option( 'wcis_kept_handles', array() );
	$known   = is_array( $known ) ? $known : array();
	$changed = false;
	foreach ( $kept as $handle => $why ) {
		$reasons = isset( $known[ $handle ] ) ? (array) $known[ $handle ] : array();
		if ( ! in_array( $why, $reasons, true ) && count( $reasons ) < 5 ) {
			$known[ $handle ] = array_merge( $reasons, array( $why ) );
			$changed          = true;
		}
	}
	if ( $changed ) {
		update_option( 'wcis_kept_handles', $known, false );
	}
}
