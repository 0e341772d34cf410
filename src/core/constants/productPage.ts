/**
 * Product-page values (docs/reference/product-page.md, from WooCommerce's single-product.js and
 * add-to-cart-variation.js). One place each.
 */

/** add-to-cart-variation.js onAnnounceReset: the reset message is cleared after this long (ms). */
export const VARIATION_RESET_ALERT_CLEAR_MS = 1000;

/** The variation fields and the no-match notice slide in and out over this long (ms). */
export const VARIATION_SLIDE_MS = 200;

/** single-product.js: zoom only when the image's natural width exceeds the gallery's width. */
export const ZOOM_MIN_WIDTH_RATIO = 1;

/** The gallery fades in over this long when the theme printed `opacity: 0` for it (ms). */
export const GALLERY_REVEAL_MS = 250;

/** WooCommerce's strings for the variations form (wc_add_to_cart_variation_params), used when a key is absent. */
export const VARIATION_TEXT = {
  noMatchingVariations: 'Sorry, no products matched your selection. Please choose a different combination.',
  makeASelection: 'Please select some product options before adding this product to your cart.',
  unavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
  resetAlert: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
} as const;

/** wc_single_product_params strings, used when a key is absent. */
export const SINGLE_PRODUCT_TEXT = {
  requiredRating: 'Please select a rating',
  ratingOptions: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
  galleryTrigger: 'View full-screen image gallery',
} as const;
