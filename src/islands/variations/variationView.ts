import type { VariationParams } from '../../adapters/readVariationParams.ts';
import type { Variation } from '../../core/variations/index.ts';
import { elementEvents } from '../../island-kit/elementEvents.ts';
import type { GalleryEventMap } from '../../island-kit/galleryEvents.ts';
import { setButtonState } from './buttonState.ts';
import { applyQuantity, showMeta, slideVariation, variationHtml } from './variationDisplay.ts';
import type { VariationFormParts } from './variationFormParts.ts';
import { resetVariationImage, updateVariationImage } from './variationImage.ts';

/** What the page shows of the choice: the variation (or none), its image, id, quantity and the reset link. */
export interface VariationView {
  /** Shows a matched variation; `tell` says `found_variation` (not when another script asked for it). */
  show(variation: Variation, tell: boolean): void;
  /** Back to no variation; `tell` says `reset_data` (not when another script asked for it). */
  reset(tell: boolean): void;
  resetImage(): void;
  setVariationId(value: string): void;
  toggleResetLink(on: boolean): void;
}

export function variationView(parts: VariationFormParts, params: VariationParams): VariationView {
  const { form, single, resetLink, qty, product, events, singleEvents } = parts;
  const setVariationId = (value: string): void => {
    for (const input of form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id')) {
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
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
  const resetImage = (): void => {
    resetVariationImage(form);
    galleryMoved(updateVariationImage(form, null), null);
  };
  const hideVariation = (): void => {
    if (single) slideVariation(single, 'up');
    setButtonState(form, 'selection-needed');
    singleEvents?.emit('hide_variation');
  };
  return {
    setVariationId,
    resetImage,
    reset(tell) {
      showMeta(product, null);
      resetImage();
      events.emit('reset_image');
      hideVariation();
      if (tell) events.emit('reset_data');
    },
    show(variation, tell) {
      showMeta(product, variation);
      galleryMoved(updateVariationImage(form, variation), variation);
      if (single) single.innerHTML = variationHtml(form.ownerDocument, variation, params.text.unavailable);
      setVariationId(variation.variation_is_visible === false ? '' : String(variation.variation_id));
      applyQuantity(qty, variation);
      const purchasable = variation.is_purchasable !== false && variation.is_in_stock !== false && variation.variation_is_visible !== false;
      if (single) slideVariation(single, 'down');
      setButtonState(form, purchasable ? 'ready' : 'unavailable');
      singleEvents?.emit('show_variation', { variation, purchasable }, [variation, purchasable]);
      if (tell) events.emit('found_variation', { variation }, [variation]);
    },
    toggleResetLink(on) {
      if (!resetLink) return;
      resetLink.style.visibility = on ? 'visible' : 'hidden';
      resetLink.style.display = on ? 'inline-block' : 'none';
    },
  };
}
