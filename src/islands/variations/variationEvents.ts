import type { ChosenAttributes, Variation } from '../../core/variations/index.ts';

/** What `wc_variation_form` hands listeners (WooCommerce passes its VariationForm). */
export interface VariationFormHandle {
  readonly form: HTMLFormElement;
  readonly useAjax: boolean;
  readonly variationData: readonly Variation[] | false;
  getChosenAttributes(): ChosenAttributes;
  findMatchingVariations(variations: readonly Variation[], attributes: Record<string, string>): Variation[];
}

/** Events on the variations form, named and argued as add-to-cart-variation.js triggers them. */
export interface VariationFormEventMap {
  reset_data: undefined;
  reset_image: undefined;
  /** jQuery `[variation]`. */
  found_variation: { variation: Variation };
  /** Others may trigger it with the chosen attributes (jQuery `[attributes]`). */
  check_variations: ChosenAttributes | undefined;
  update_variation_values: undefined;
  woocommerce_update_variation_values: undefined;
  woocommerce_variation_select_change: undefined;
  woocommerce_variation_has_changed: undefined;
  announce_reset: undefined;
  /** Others trigger it after replacing `data-product_variations`. */
  reload_product_variations: undefined;
  /** jQuery `[variationForm]`: the form is set up. */
  wc_variation_form: VariationFormHandle;
}

/** Events on `.single_variation`. */
export interface SingleVariationEventMap {
  /** jQuery `[variation, purchasable]`. */
  show_variation: { variation: Variation; purchasable: boolean };
  hide_variation: undefined;
}
