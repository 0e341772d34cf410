import * as z from 'zod/mini';
import { VARIATION_TEXT } from '../core/constants.ts';
import { endpointTemplate } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';

const params = () =>
  z.object({
    wc_ajax_url: endpointTemplate(),
    i18n_no_matching_variations_text: z.optional(z.string()),
    i18n_make_a_selection_text: z.optional(z.string()),
    i18n_unavailable_text: z.optional(z.string()),
    i18n_reset_alert_text: z.optional(z.string()),
  });

export interface VariationParams {
  /** `wc_ajax_url`, with %%endpoint%% (for get_variation). */
  wcAjaxUrl: string;
  text: { noMatchingVariations: string; makeASelection: string; unavailable: string; resetAlert: string };
}

/** `wc_add_to_cart_variation_params` (docs/reference/product-page.md s3): required, as WooCommerce's script requires it. */
export function readVariationParams(source?: object): VariationParams {
  const p = readGlobal('wc_add_to_cart_variation_params', params(), source);
  return {
    wcAjaxUrl: p.wc_ajax_url,
    text: {
      noMatchingVariations: p.i18n_no_matching_variations_text || VARIATION_TEXT.noMatchingVariations,
      makeASelection: p.i18n_make_a_selection_text || VARIATION_TEXT.makeASelection,
      unavailable: p.i18n_unavailable_text || VARIATION_TEXT.unavailable,
      resetAlert: p.i18n_reset_alert_text || VARIATION_TEXT.resetAlert,
    },
  };
}
