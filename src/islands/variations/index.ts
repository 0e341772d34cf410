import { readVariationParams } from '../../adapters/readVariationParams.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { createVariationForm } from './createVariationForm.ts';

/**
 * The variable-product form without jQuery (docs/reference/product-page.md s3). A missing or
 * malformed wc_add_to_cart_variation_params disables this island only; the form keeps posting the
 * chosen attributes, which the server resolves.
 */
export function mount(form: HTMLElement, _context: IslandContext): Unmount {
  const params = readVariationParams();
  if (!(form instanceof HTMLFormElement)) return () => undefined;
  return createVariationForm(form, params);
}
