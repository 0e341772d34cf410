import { elementEvents, type ElementEvents } from '../../island-kit/elementEvents.ts';
import type { SingleVariationEventMap, VariationFormEventMap } from './variationEvents.ts';

/** The elements of one variations form the parts share, found once when it mounts. */
export interface VariationFormParts {
  readonly form: HTMLFormElement;
  readonly selects: readonly HTMLSelectElement[];
  /** `.single_variation`, where the chosen variation's price and stock show. */
  readonly single: HTMLElement | null;
  readonly resetLink: HTMLElement | null;
  readonly resetAlert: HTMLElement | null;
  readonly qty: HTMLInputElement | null;
  readonly product: Element | null;
  readonly events: ElementEvents<VariationFormEventMap>;
  readonly singleEvents: ElementEvents<SingleVariationEventMap> | null;
}

export function variationFormParts(form: HTMLFormElement): VariationFormParts {
  const single = form.querySelector<HTMLElement>('.single_variation');
  return {
    form,
    selects: [...form.querySelectorAll<HTMLSelectElement>('.variations select')],
    single,
    resetLink: form.querySelector<HTMLElement>('.reset_variations'),
    resetAlert: form.querySelector<HTMLElement>('.reset_variations_alert'),
    qty: form.querySelector<HTMLInputElement>('.single_variation_wrap .quantity input.qty[name="quantity"]'),
    product: form.closest('.product'),
    events: elementEvents<VariationFormEventMap>(form),
    singleEvents: single ? elementEvents<SingleVariationEventMap>(single) : null,
  };
}
