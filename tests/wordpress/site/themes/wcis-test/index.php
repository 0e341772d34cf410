<?php
/**
 * Prints the captured page's body markup (scripts removed: WordPress prints its own) between
 * wp_head() and wp_footer(), so the plugin meets real WooCommerce markup and real script printing.
 *
 * @package wc-islands
 */

$wcis_page   = function_exists( 'wcis_test_page' ) ? wcis_test_page() : '';
$wcis_markup = '';
if ( '' !== $wcis_page ) {
	$wcis_html = (string) file_get_contents( WP_CONTENT_DIR . '/wcis-fixtures/' . wcis_test_fixture()['pages'][ $wcis_page ]['markup'] );
	if ( preg_match( '#<body[^>]*>(.*)</body>#s', $wcis_html, $wcis_match ) ) {
		$wcis_markup = preg_replace( '#<script\b[^>]*>.*?</script>#s', '', $wcis_match[1] );
	}
}
?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php
do_action( 'wcis_test_render' );
echo $wcis_markup; // phpcs:ignore WordPress.Security.EscapeOutput -- a captured fixture, tests only.
wp_footer();
?>
</body>
</html>
