import { localizeScript } from '../templates/globals.ts';
import { VARIATION_TEMPLATES } from '../templates/singleProduct/variableAddToCart.ts';

const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';

/**
 * wc_single_product_params as WooCommerce 11 localizes it (captured in product-drone.html): theme
 * support turns on zoom, lightbox and slider; Storefront keeps the flexslider defaults.
 */
export const SINGLE_PRODUCT_PARAMS = {
  i18n_required_rating_text: 'Please select a rating',
  i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
  i18n_product_gallery_trigger_text: 'View full-screen image gallery',
  review_rating_required: 'yes',
  flexslider: {
    rtl: false, animation: 'slide', smoothHeight: true, directionNav: false, controlNav: 'thumbnails',
    slideshow: false, animationSpeed: 500, animationLoop: false, allowOneSlide: false,
  },
  zoom_enabled: '1',
  zoom_options: [],
  photoswipe_enabled: '1',
  photoswipe_options: { shareEl: false, closeOnScroll: false, history: false, hideAnimationDuration: 0, showAnimationDuration: 0 },
  flexslider_enabled: '1',
};

/** wc_add_to_cart_variation_params (WC_Frontend_Scripts::get_script_data, 'wc-add-to-cart-variation'). */
export const ADD_TO_CART_VARIATION_PARAMS = {
  wc_ajax_url: WC_AJAX_URL,
  i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
  i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
  i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
  i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
};

/** The footer of a product page: the variation templates and the two scripts' localized data. */
export function singleProductFooter(variable: boolean): string {
  return (variable ? VARIATION_TEMPLATES + localizeScript('wc-add-to-cart-variation', [['wc_add_to_cart_variation_params', ADD_TO_CART_VARIATION_PARAMS]]) : '')
    + localizeScript('wc-single-product', [['wc_single_product_params', SINGLE_PRODUCT_PARAMS]]);
}
