import type { ChosenAttributes, Variation } from '../../core/variations/index.ts';
import type { VariationFormParts } from './variationFormParts.ts';
import type { VariationView } from './variationView.ts';

export interface ObeyedEventsOptions {
  readonly parts: VariationFormParts;
  readonly view: VariationView;
  /** Matches again without telling listeners (they asked), with the attributes given if any. */
  readonly checkVariations: (given?: ChosenAttributes) => void;
  /** Re-reads `data-product_variations` and matches again. */
  readonly reload: () => void;
}

/** Events other scripts trigger on the form, obeyed as add-to-cart-variation.js obeys them. */
export function obeyVariationEvents({ parts, view, checkVariations, reload }: ObeyedEventsOptions): () => void {
  const { events } = parts;
  const offs = [
    events.listen('check_variations', (detail, args) => checkVariations((args[0] ?? detail ?? undefined) as ChosenAttributes | undefined)),
    events.listen('reset_data', () => view.reset(false)),
    events.listen('reset_image', () => view.resetImage()),
    events.listen('found_variation', (detail, args) => {
      const variation = (args[0] ?? (detail as { variation?: Variation } | null)?.variation) as Variation | undefined;
      if (variation) view.show(variation, false);
    }),
    events.listen('reload_product_variations', reload),
  ];
  return () => offs.forEach((off) => off());
}
