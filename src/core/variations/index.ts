export { attributeOptions } from './attributeOptions.ts';
export { createVariationLookup } from './createVariationLookup.ts';
export { fillVariationTemplate } from './fillVariationTemplate.ts';
export { findMatchingVariations, isMatch } from './findMatchingVariations.ts';
export type { AttributeOptions } from './attributeOptions.ts';
export type { LookupResult, VariationLookup, VariationLookupOptions } from './createVariationLookup.ts';
export type { AttributeValues, ChosenAttributes, Variation, VariationImage } from './types.ts';
