import { findMatchingVariations } from './findMatchingVariations.ts';
import type { AttributeValues, Variation } from './types.ts';

/** What one attribute select may offer given the other selects' values. */
export interface AttributeOptions {
  /** Values some fitting variation uses (others are removed from the select). */
  attached: Set<string>;
  /** Attached values whose variation is active (others stay, disabled). */
  enabled: Set<string>;
  /** Whether the select's current value is still attached and enabled. */
  selectionValid: boolean;
}

/**
 * add-to-cart-variation.js onUpdateAttributes for one select: its own value is ignored (its choices
 * are shaped by the other attributes); a fitting variation with an empty value ("any") attaches
 * every option.
 */
export function attributeOptions(
  variations: readonly Variation[], chosen: AttributeValues, name: string, allValues: readonly string[],
): AttributeOptions {
  const attached = new Set<string>();
  const enabled = new Set<string>();
  for (const variation of findMatchingVariations(variations, { ...chosen, [name]: '' })) {
    const value = variation.attributes[name];
    if (value === undefined) continue;
    const values = value === '' ? allValues : [value];
    for (const v of values) {
      attached.add(v);
      if (variation.variation_is_active !== false) enabled.add(v);
    }
  }
  const selected = chosen[name] ?? '';
  return { attached, enabled, selectionValid: selected === '' || (attached.has(selected) && enabled.has(selected)) };
}
