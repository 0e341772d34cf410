import type { VariationParams } from '../../adapters/readVariationParams.ts';
import { createVariationLookup, findMatchingVariations } from '../../core/variations/index.ts';
import type { ChosenAttributes, Variation } from '../../core/variations/index.ts';
import { chosenAttributes, rebuildSelect, snapshotOptions } from './attributeSelects.ts';
import { bindVariationInput } from './bindVariationInput.ts';
import { setButtonState } from './buttonState.ts';
import { obeyVariationEvents } from './obeyVariationEvents.ts';
import type { VariationFormHandle } from './variationEvents.ts';
import { variationFormParts } from './variationFormParts.ts';
import { variationNotices } from './variationNotices.ts';
import { variationView } from './variationView.ts';

/** data-product_variations: the list, or false (ask the server); unreadable JSON also asks the server. */
function readVariationData(form: HTMLFormElement): Variation[] | false {
  try {
    const parsed: unknown = JSON.parse(form.dataset['product_variations'] ?? 'false');
    return Array.isArray(parsed) ? (parsed as Variation[]) : false;
  } catch {
    return false;
  }
}

/**
 * add-to-cart-variation.js over the server's form: each step does WooCommerce's work first, then
 * tells listeners (WooCommerce's own handler is bound before any plugin's, so plugins hear an event
 * after its effect). Events triggered by others on the form are obeyed as WooCommerce obeys them.
 * This file matches the choice to a variation; the parts it composes show it (variationView), hear
 * the shopper (bindVariationInput) and obey other scripts (obeyVariationEvents).
 */
export function createVariationForm(form: HTMLFormElement, params: VariationParams): () => void {
  const parts = variationFormParts(form);
  const { selects, single, events } = parts;
  const references = new Map(selects.map((s) => [s, snapshotOptions(s)]));
  const view = variationView(parts, params);
  const notices = variationNotices(form, single);
  let variationData = readVariationData(form);
  const lookup = createVariationLookup({ wcAjaxUrl: params.wcAjaxUrl, productId: Number(form.dataset['product_id']), customData: form.dataset['custom_data'] });
  let loading = true;

  const handle: VariationFormHandle = {
    form, get useAjax() { return variationData === false; }, get variationData() { return variationData; },
    getChosenAttributes: () => chosenAttributes(selects), findMatchingVariations: (v, a) => findMatchingVariations(v, a),
  };

  const noMatch = (attributes: ChosenAttributes): void => {
    view.reset(true);
    attributes.chosenCount = 0;
    if (!loading) notices.show('wc-no-matching-variations', params.text.noMatchingVariations);
  };
  const updateValues = (): void => {
    if (variationData !== false) {
      const chosen = chosenAttributes(selects).data;
      for (const select of selects) {
        // A choice that no longer fits is cleared and handled as the shopper's change, as WooCommerce does.
        if (rebuildSelect(select, references.get(select) ?? [], variationData, chosen)) select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
    events.emit('update_variation_values');
    events.emit('woocommerce_update_variation_values');
  };
  const checkVariations = (tell: boolean, given?: ChosenAttributes): void => {
    const attributes = given ?? chosenAttributes(selects);
    if (attributes.count > 0 && attributes.count === attributes.chosenCount) {
      if (variationData === false) void askServer(attributes);
      else {
        updateValues();
        const [variation] = findMatchingVariations(variationData, attributes.data);
        if (variation) view.show(variation, true);
        else noMatch(attributes);
      }
    } else {
      updateValues();
      view.reset(true);
    }
    view.toggleResetLink(attributes.chosenCount > 0);
    if (tell) events.emit('check_variations');
  };
  const askServer = async (attributes: ChosenAttributes): Promise<void> => {
    form.classList.add('processing');
    form.setAttribute('aria-busy', 'true');
    const result = await lookup.find(attributes.data);
    if (result.kind === 'superseded') return;
    form.classList.remove('processing');
    form.removeAttribute('aria-busy');
    if (result.kind === 'found') view.show(result.variation, true);
    else if (result.kind === 'none') noMatch(attributes);
    // No answer: the form posts the chosen attributes and the server finds the variation itself.
    else setButtonState(form, 'ready');
  };

  const cleanups = [
    bindVariationInput({ parts, params, view, notices, hasVariationData: () => variationData !== false, checkVariations: () => checkVariations(true) }),
    obeyVariationEvents({
      parts,
      view,
      checkVariations: (given) => checkVariations(false, given),
      reload: () => {
        variationData = readVariationData(form);
        checkVariations(true);
      },
    }),
  ];

  if (single && single.textContent?.trim() === '') single.style.display = 'none';
  form.querySelector<HTMLElement>('.single_variation_wrap')?.style.removeProperty('display');
  checkVariations(true);
  events.emit('wc_variation_form', handle, [handle]);
  loading = false;

  return () => {
    lookup.cancel();
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}
