import { UPDATE_CHECKOUT_TYPING_DELAY_MS } from '../../../core/constants.ts';
import type { EventBus } from '../../../core/events/index.ts';

/** Changes that refresh the review at once (checkout.js trigger_update_checkout). */
const IMMEDIATE = 'select.shipping_method, input[name^="shipping_method"], #ship-to-different-address input, .update_totals_on_change select, .update_totals_on_change input[type="radio"], .update_totals_on_change input[type="checkbox"]';
/** Typed address fields: refreshed after a pause, or when they change (checkout.js queue/maybe_input_changed). */
const TYPED = '.address-field input.input-text, .update_totals_on_change input.input-text';

/** The ship-to-different-address box, whose change checkout.js triggers once as it starts. */
const SHIP_TO_DIFFERENT = '#ship-to-different-address input';

/**
 * What makes checkout.js ask for `update_checkout`, with its `{ current_target }` (the control that changed, null
 * after typing). Typing waits 1 s after the last key; an address whose required fields (in the same block) are
 * still empty is not worth a request yet. As it starts, checkout.js triggers the ship-to-different-address box's
 * change, so its listeners hear one `update_checkout` naming the box before the page-load one.
 */
export function bindUpdateTriggers(form: HTMLFormElement, bus: EventBus): () => void {
  let dirty: Element | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reset = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const trigger = (control: Element | null): void => {
    reset();
    dirty = null;
    bus.emit('update_checkout', { current_target: control });
  };
  const maybeUpdate = (): void => {
    const block = dirty?.closest('div');
    const incomplete = block && [...block.querySelectorAll('.address-field.validate-required input.input-text')]
      .some((input) => (input as HTMLInputElement).value === '');
    if (incomplete) return;
    trigger(null);
  };
  const onChange = (event: Event): void => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (target.matches(IMMEDIATE)) trigger(target);
    else if (target.matches('.address-field select')) {
      dirty = target;
      maybeUpdate();
    } else if (target.matches(TYPED) && dirty !== null) maybeUpdate();
  };
  const onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Tab' || !(event.target instanceof Element) || !event.target.matches(TYPED)) return;
    dirty = event.target;
    reset();
    timer = setTimeout(maybeUpdate, UPDATE_CHECKOUT_TYPING_DELAY_MS);
  };
  form.addEventListener('change', onChange);
  form.addEventListener('keydown', onKeydown);
  const shipToDifferent = form.querySelector(SHIP_TO_DIFFERENT);
  if (shipToDifferent) trigger(shipToDifferent);
  return () => {
    reset();
    form.removeEventListener('change', onChange);
    form.removeEventListener('keydown', onKeydown);
  };
}
