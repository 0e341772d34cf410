import { PAYMENT_BOX_SLIDE_MS } from '../../../core/constants.ts';
import type { EventBus } from '../../../core/events/index.ts';

export interface PaymentMethods {
  /** checkout.js init_payment_methods: after load and after every refresh of the payment section. */
  init(): void;
  /** The chosen gateway's id (e.g. 'cod'), '' when none. */
  chosen(): string;
  destroy(): void;
}

const radios = (form: HTMLFormElement): HTMLInputElement[] => [...form.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')];

function showBox(box: HTMLElement, open: boolean): void {
  box.style.display = open ? '' : 'none';
  if (open && typeof box.animate === 'function') box.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PAYMENT_BOX_SLIDE_MS });
}

/**
 * Payment methods as checkout.js runs them: one box open at a time (the checked method's), the place
 * order button's text from the method's data-order_button_text, the choice kept across refreshes, and
 * `payment_method_selected` when the choice really changed.
 */
export function createPaymentMethods(form: HTMLFormElement, bus: EventBus): PaymentMethods {
  let selectedId: string | undefined;
  const select = (radio: HTMLInputElement): void => {
    const all = radios(form);
    if (all.length > 1) {
      form.querySelectorAll<HTMLElement>('div.payment_box').forEach((box) => {
        const mine = box.classList.contains(radio.id);
        if (mine !== (box.style.display !== 'none')) showBox(box, mine && radio.checked);
      });
    } else {
      form.querySelectorAll<HTMLElement>('div.payment_box').forEach((box) => { box.style.display = ''; });
    }
    const button = form.querySelector<HTMLButtonElement>('#place_order');
    if (button) button.textContent = radio.dataset.order_button_text || button.dataset.value || button.textContent;
    if (radio.id !== selectedId) {
      selectedId = radio.id;
      bus.emit('payment_method_selected');
    }
  };
  const onChange = (event: Event): void => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === 'payment_method' && target.checked) select(target);
  };
  form.addEventListener('change', onChange);
  return {
    init() {
      const all = radios(form);
      // A single method needs no radio (checkout.js hides it).
      if (all.length === 1) all[0]!.style.display = 'none';
      const kept = selectedId === undefined ? undefined : all.find((r) => r.id === selectedId);
      if (kept) kept.checked = true;
      const checked = all.find((r) => r.checked) ?? all[0];
      if (!checked) return;
      checked.checked = true;
      select(checked);
    },
    chosen: () => radios(form).find((r) => r.checked)?.value ?? '',
    destroy: () => form.removeEventListener('change', onChange),
  };
}
