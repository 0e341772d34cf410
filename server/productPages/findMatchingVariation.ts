import type { Product } from '../store/Product.ts';

/**
 * WC_Product_Data_Store_CPT::find_matching_product_variation: the first variation (menu order)
 * whose every attribute equals the posted `attribute_*` value; a variation attribute left empty
 * ("Any …") matches whatever was posted, but a value must be posted for each.
 */
export function findMatchingVariation(variations: readonly Product[], posted: Readonly<Record<string, string>>): Product | undefined {
  return variations.find((v) => Object.entries(v.variation).every(([key, value]) => {
    const chosen = posted[key];
    return chosen !== undefined && chosen !== '' && (value === '' || value === chosen);
  }));
}
