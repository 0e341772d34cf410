import type { WcAjaxHandler } from '../routes/wcAjaxTypes.ts';
import { availableVariation, showVariationPrice } from './availableVariation.ts';
import { findMatchingVariation } from './findMatchingVariation.ts';

/**
 * WC_AJAX::get_variation: the variation matching the posted `attribute_*` fields of `product_id`,
 * as get_available_variation() describes it, or `false` when none matches.
 */
export const getVariation: WcAjaxHandler = ({ services, state, fields }) => {
  const parent = services.catalogue.productById(Number(fields['product_id'] ?? 0));
  if (parent === undefined || parent.type !== 'variable') return false;
  const variations = services.catalogue.pages.variationsOf(parent);
  const posted: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (key.startsWith('attribute_') && typeof value === 'string') posted[key] = value;
  const match = findMatchingVariation(variations, posted);
  if (match === undefined) return false;
  const alt = services.catalogue.pages.imageAltByStem(match.imageSlug) ?? parent.name;
  return availableVariation(state.siteUrl, match, showVariationPrice(variations), alt);
};
