import type { VariationParams } from '../../adapters/readVariationParams.ts';
import { VARIATION_RESET_ALERT_CLEAR_MS } from '../../core/constants.ts';
import { createVariationLookup, findMatchingVariations } from '../../core/variations/index.ts';
import type { ChosenAttributes, Variation } from '../../core/variations/index.ts';
import { elementEvents } from '../shared/elementEvents.ts';
import type { GalleryEventMap } from '../shared/galleryEvents.ts';
import { chosenAttributes, rebuildSelect, snapshotOptions } from './attributeSelects.ts';
import { buttonState, setButtonState } from './buttonState.ts';
import { applyQuantity, showMeta, slideVariation, variationHtml } from './variationDisplay.ts';
import { resetVariationImage, updateVariationImage } from './variationImage.ts';
import type { SingleVariationEventMap, VariationFormEventMap, VariationFormHandle } from './variationEvents.ts';

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
 */
export function createVariationForm(form: HTMLFormElement, params: VariationParams): () => void {
  const doc = form.ownerDocument;
  const selects = [...form.querySelectorAll<HTMLSelectElement>('.variations select')];
  const references = new Map(selects.map((s) => [s, snapshotOptions(s)]));
  const single = form.querySelector<HTMLElement>('.single_variation');
  const resetLink = form.querySelector<HTMLElement>('.reset_variations');
  const resetAlert = form.querySelector<HTMLElement>('.reset_variations_alert');
  const qty = form.querySelector<HTMLInputElement>('.single_variation_wrap .quantity input.qty[name="quantity"]');
  const product = form.closest('.product');
  const events = elementEvents<VariationFormEventMap>(form);
  const singleEvents = single ? elementEvents<SingleVariationEventMap>(single) : null;
  let variationData = readVariationData(form);
  const lookup = createVariationLookup({ wcAjaxUrl: params.wcAjaxUrl, productId: Number(form.dataset['product_id']), customData: form.dataset['custom_data'] });
  let loading = true;
  const cleanups: Array<() => void> = [];

  const handle: VariationFormHandle = {
    form, get useAjax() { return variationData === false; }, get variationData() { return variationData; },
    getChosenAttributes: () => chosenAttributes(selects), findMatchingVariations: (v, a) => findMatchingVariations(v, a),
  };

  const setVariationId = (value: string): void => {
    for (const input of form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id')) {
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
  const removeNotices = (): void => form.querySelectorAll('.wc-no-matching-variations, .wc-variation-selection-message').forEach((n) => n.remove());
  const notice = (className: string, text: string): void => {
    removeNotices();
    const p = doc.createElement('p');
    p.className = `${className} woocommerce-info`;
    p.setAttribute('role', 'alert');
    p.textContent = text;
    single?.after(p);
  };
  const toggleResetLink = (on: boolean): void => {
    if (!resetLink) return;
    resetLink.style.visibility = on ? 'visible' : 'hidden';
    resetLink.style.display = on ? 'inline-block' : 'none';
  };
  const galleryMoved = (gallery: Element | null, variation: Variation | null): void => {
    const imageId = variation?.image_id === undefined ? '' : String(variation.image_id);
    const changed = form.getAttribute('current-image') !== imageId;
    form.setAttribute('current-image', imageId);
    if (!gallery) return;
    const galleryEvents = elementEvents<GalleryEventMap>(gallery);
    if (changed) galleryEvents.emit('woocommerce_gallery_reset_slide_position');
    galleryEvents.emit('woocommerce_gallery_init_zoom');
  };

  const hideVariation = (): void => {
    if (single) slideVariation(single, 'up');
    setButtonState(form, 'selection-needed');
    singleEvents?.emit('hide_variation');
  };
  const resetImage = (): void => {
    resetVariationImage(form);
    galleryMoved(updateVariationImage(form, null), null);
  };
  const resetData = (tell: boolean): void => {
    showMeta(product, null);
    resetImage();
    events.emit('reset_image');
    hideVariation();
    if (tell) events.emit('reset_data');
  };
  const showVariation = (variation: Variation, tell: boolean): void => {
    showMeta(product, variation);
    galleryMoved(updateVariationImage(form, variation), variation);
    if (single) single.innerHTML = variationHtml(doc, variation, params.text.unavailable);
    setVariationId(variation.variation_is_visible === false ? '' : String(variation.variation_id));
    applyQuantity(qty, variation);
    const purchasable = variation.is_purchasable !== false && variation.is_in_stock !== false && variation.variation_is_visible !== false;
    if (single) slideVariation(single, 'down');
    setButtonState(form, purchasable ? 'ready' : 'unavailable');
    singleEvents?.emit('show_variation', { variation, purchasable }, [variation, purchasable]);
    if (tell) events.emit('found_variation', { variation }, [variation]);
  };
  const noMatch = (attributes: ChosenAttributes): void => {
    resetData(true);
    attributes.chosenCount = 0;
    if (!loading) notice('wc-no-matching-variations', params.text.noMatchingVariations);
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
        if (variation) showVariation(variation, true);
        else noMatch(attributes);
      }
    } else {
      updateValues();
      resetData(true);
    }
    toggleResetLink(attributes.chosenCount > 0);
    if (tell) events.emit('check_variations');
  };
  const askServer = async (attributes: ChosenAttributes): Promise<void> => {
    form.classList.add('processing');
    form.setAttribute('aria-busy', 'true');
    const result = await lookup.find(attributes.data);
    if (result.kind === 'superseded') return;
    form.classList.remove('processing');
    form.removeAttribute('aria-busy');
    if (result.kind === 'found') showVariation(result.variation, true);
    else if (result.kind === 'none') noMatch(attributes);
    // No answer: the form posts the chosen attributes and the server finds the variation itself.
    else setButtonState(form, 'ready');
  };
  const onChange = (event: Event): void => {
    if (!(event.target instanceof HTMLSelectElement) || !selects.includes(event.target)) return;
    setVariationId('');
    removeNotices();
    if (variationData !== false) events.emit('woocommerce_variation_select_change');
    checkVariations(true);
    events.emit('woocommerce_variation_has_changed');
  };
  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('.reset_variations')) {
      event.preventDefault();
      for (const select of selects) select.value = '';
      selects[0]?.dispatchEvent(new Event('change', { bubbles: true }));
      announceReset();
      events.emit('announce_reset');
      resetData(true);
      return;
    }
    const state = buttonState(form);
    if (target?.closest('.single_add_to_cart_button') && state !== 'ready') {
      // WooCommerce uses window.alert; the same text is shown by the button and announced instead.
      event.preventDefault();
      notice('wc-variation-selection-message', state === 'unavailable' ? params.text.unavailable : params.text.makeASelection);
    }
  };
  const announceReset = (): void => {
    if (!resetAlert) return;
    resetAlert.textContent = params.text.resetAlert;
    setTimeout(() => { resetAlert.textContent = ''; }, VARIATION_RESET_ALERT_CLEAR_MS);
  };

  form.addEventListener('change', onChange);
  form.addEventListener('click', onClick);
  cleanups.push(() => form.removeEventListener('change', onChange), () => form.removeEventListener('click', onClick));
  cleanups.push(
    events.listen('check_variations', (detail, args) => checkVariations(false, (args[0] ?? detail ?? undefined) as ChosenAttributes | undefined)),
    events.listen('reset_data', () => resetData(false)),
    events.listen('reset_image', () => resetImage()),
    events.listen('found_variation', (detail, args) => {
      const variation = (args[0] ?? (detail as { variation?: Variation } | null)?.variation) as Variation | undefined;
      if (variation) showVariation(variation, false);
    }),
    events.listen('reload_product_variations', () => {
      variationData = readVariationData(form);
      checkVariations(true);
    }),
  );

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
