/** `attribute_pa_tank-size` -> term slug ('' = not chosen, or "any" on a variation). */
export type AttributeValues = Readonly<Record<string, string>>;

/**
 * One entry of data-product_variations or a get_variation answer (WC_Product_Variable::
 * get_available_variation). Only the fields the form reads are typed; the rest pass through to
 * listeners untouched.
 */
export interface Variation {
  readonly attributes: AttributeValues;
  readonly variation_id: number;
  readonly variation_is_active?: boolean;
  readonly variation_is_visible?: boolean;
  readonly is_purchasable?: boolean;
  readonly is_in_stock?: boolean;
  readonly is_sold_individually?: string;
  readonly min_qty?: number | string;
  readonly max_qty?: number | string;
  readonly sku?: string;
  readonly weight?: string;
  readonly weight_html?: string;
  readonly dimensions?: unknown;
  readonly dimensions_html?: string;
  readonly image_id?: number | string;
  readonly image?: VariationImage;
  readonly [key: string]: unknown;
}

export interface VariationImage {
  readonly src?: string;
  readonly src_w?: number | string;
  readonly src_h?: number | string;
  readonly srcset?: string;
  readonly sizes?: string;
  readonly title?: string;
  readonly caption?: string;
  readonly alt?: string;
  readonly full_src?: string;
  readonly full_src_w?: number | string;
  readonly full_src_h?: number | string;
  readonly gallery_thumbnail_src?: string;
}

/** getChosenAttributes(): every select's value, how many there are and how many are chosen. */
export interface ChosenAttributes {
  count: number;
  chosenCount: number;
  data: Record<string, string>;
}
