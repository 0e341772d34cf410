/** Events on the product gallery (`.woocommerce-product-gallery`), as single-product.js hears them. */
export interface GalleryEventMap {
  /** Go back to the first slide (the variation image changed). */
  woocommerce_gallery_reset_slide_position: undefined;
  /** Set up zoom again on the current image. */
  woocommerce_gallery_init_zoom: undefined;
}
