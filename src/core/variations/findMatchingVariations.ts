import type { AttributeValues, Variation } from './types.ts';

/**
 * add-to-cart-variation.js isMatch: a variation fits unless one of its attributes and the chosen
 * value are both non-empty and differ. An empty value on either side ("any", "not chosen yet") fits.
 */
export function isMatch(variationAttributes: AttributeValues, chosen: AttributeValues): boolean {
  return Object.entries(variationAttributes).every(([name, value]) => {
    const other = chosen[name];
    return value === undefined || other === undefined || value === '' || other === '' || value === other;
  });
}

/** The variations fitting the chosen attributes, in the order the product lists them. */
export function findMatchingVariations(variations: readonly Variation[], chosen: AttributeValues): Variation[] {
  return variations.filter((v) => isMatch(v.attributes, chosen));
}
