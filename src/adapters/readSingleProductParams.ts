import * as z from 'zod/mini';
import { SINGLE_PRODUCT_TEXT } from '../core/constants.ts';
import { localizedBoolean } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';

const flexslider = () =>
  z.object({
    rtl: z.optional(z.boolean()),
    animation: z.optional(z.string()),
    directionNav: z.optional(z.boolean()),
    controlNav: z.optional(z.union([z.boolean(), z.string()])),
    animationSpeed: z.optional(z.number()),
    animationLoop: z.optional(z.boolean()),
    allowOneSlide: z.optional(z.boolean()),
  });

const params = () =>
  z.object({
    i18n_required_rating_text: z.optional(z.string()),
    i18n_rating_options: z.optional(z.array(z.string())),
    i18n_product_gallery_trigger_text: z.optional(z.string()),
    review_rating_required: z.optional(z.string()),
    flexslider: z.optional(flexslider()),
    zoom_enabled: z.optional(localizedBoolean()),
    photoswipe_enabled: z.optional(localizedBoolean()),
    flexslider_enabled: z.optional(localizedBoolean()),
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
