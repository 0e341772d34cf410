import type { VariationParams } from '../../adapters/readVariationParams.ts';
import { VARIATION_RESET_ALERT_CLEAR_MS } from '../../core/constants.ts';
import { buttonState } from './buttonState.ts';
import type { VariationFormParts } from './variationFormParts.ts';
import type { VariationNotices } from './variationNotices.ts';
import type { VariationView } from './variationView.ts';

export interface VariationInputOptions {
  readonly parts: VariationFormParts;
  readonly params: VariationParams;
  readonly view: VariationView;
  readonly notices: VariationNotices;
  /** Whether the form carries its variations (no server lookup). */
  readonly hasVariationData: () => boolean;
  /** Matches the choice again, telling listeners. */
  readonly checkVariations: () => void;
}

/** The shopper's input on the form: a changed select, the Clear link, a press of the add button before a choice is complete. */
export function bindVariationInput({ parts, params, view, notices, hasVariationData, checkVariations }: VariationInputOptions): () => void {
  const { form, selects, resetAlert, events } = parts;
  const announceReset = (): void => {
    if (!resetAlert) return;
    resetAlert.textContent = params.text.resetAlert;
    setTimeout(() => { resetAlert.textContent = ''; }, VARIATION_RESET_ALERT_CLEAR_MS);
  };
  const onChange = (event: Event): void => {
    if (!(event.target instanceof HTMLSelectElement) || !selects.includes(event.target)) return;
    view.setVariationId('');
    notices.remove();
    if (hasVariationData()) events.emit('woocommerce_variation_select_change');
    checkVariations();
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
      view.reset(true);
      return;
    }
    const state = buttonState(form);
    if (target?.closest('.single_add_to_cart_button') && state !== 'ready') {
      // WooCommerce uses window.alert; the same text is shown by the button and announced instead.
      event.preventDefault();
      notices.show('wc-variation-selection-message', state === 'unavailable' ? params.text.unavailable : params.text.makeASelection);
    }
  };
  form.addEventListener('change', onChange);
  form.addEventListener('click', onClick);
  return () => {
    form.removeEventListener('change', onChange);
    form.removeEventListener('click', onClick);
  };
}
