import { SINGLE_PRODUCT_TEXT } from '../core/constants.ts';
import { localizedBoolean } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';
import * as v from './validate/index.ts';

const flexslider = () =>
  v.object({
    rtl: v.optional(v.boolean()),
    animation: v.optional(v.string()),
    directionNav: v.optional(v.boolean()),
    controlNav: v.optional(v.union(v.boolean(), v.string())),
    animationSpeed: v.optional(v.number()),
    animationLoop: v.optional(v.boolean()),
    allowOneSlide: v.optional(v.boolean()),
  });

const params = () =>
  v.object({
    i18n_required_rating_text: v.optional(v.string()),
    i18n_rating_options: v.optional(v.array(v.string())),
    i18n_product_gallery_trigger_text: v.optional(v.string()),
    review_rating_required: v.optional(v.string()),
    flexslider: v.optional(flexslider()),
    zoom_enabled: v.optional(localizedBoolean()),
    photoswipe_enabled: v.optional(localizedBoolean()),
    flexslider_enabled: v.optional(localizedBoolean()),
  });

export interface SingleProductParams {
  ratingRequired: boolean;
  text: { requiredRating: string; ratingOptions: readonly string[]; galleryTrigger: string };
  /** Slider on (theme support wc-product-gallery-slider). */
  slider: boolean;
  zoom: boolean;
  lightbox: boolean;
  /** Flexslider's options WooCommerce passes: only those the slider honours. */
  rtl: boolean;
  /** Slide animation (false: 'fade', which the slider renders without motion). */
  animate: boolean;
  animationSpeedMs: number;
  loop: boolean;
  /** Thumbnails under the slider (controlNav: 'thumbnails'). */
  thumbnails: boolean;
  allowOneSlide: boolean;
}

/** `wc_single_product_params` (docs/reference/product-page.md s1); absent keys mean WooCommerce's defaults. */
export function readSingleProductParams(source?: object): SingleProductParams {
  const p = readGlobal('wc_single_product_params', params(), source);
  const f = p.flexslider ?? {};
  const options = p.i18n_rating_options;
  return {
    ratingRequired: p.review_rating_required === 'yes',
    text: {
      requiredRating: p.i18n_required_rating_text || SINGLE_PRODUCT_TEXT.requiredRating,
      ratingOptions: options !== undefined && options.length === 5 ? options : SINGLE_PRODUCT_TEXT.ratingOptions,
      galleryTrigger: p.i18n_product_gallery_trigger_text || SINGLE_PRODUCT_TEXT.galleryTrigger,
    },
    slider: p.flexslider_enabled ?? false,
    zoom: p.zoom_enabled ?? false,
    lightbox: p.photoswipe_enabled ?? false,
    rtl: f.rtl ?? false,
    animate: (f.animation ?? 'slide') === 'slide',
    animationSpeedMs: f.animationSpeed ?? 500,
    loop: f.animationLoop ?? false,
    thumbnails: f.controlNav === 'thumbnails',
    allowOneSlide: f.allowOneSlide ?? false,
  };
}
