import { validateField, type ValidationTrigger } from '../../../core/checkout/index.ts';

const CONTROL = '.input-text, select, input[type="checkbox"]';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * checkout.js validate_field, delegated on the form: `input`, `change` and `focusout` of every field;
 * a field left or changed before this code arrived (`pending`) is checked as it binds.
 */
export function bindFieldValidation(form: HTMLFormElement, pending: readonly Event[] = []): () => void {
  const handler = (event: Event): void => {
    const target = event.target;
    if (target instanceof Element && target.matches(CONTROL)) validateField(target as Control, event.type as ValidationTrigger);
  };
  pending.forEach(handler);
  const types = ['input', 'change', 'focusout'] as const;
  types.forEach((t) => form.addEventListener(t, handler));
  return () => types.forEach((t) => form.removeEventListener(t, handler));
}

/** checkout.js after a failed submission: every field is validated so each problem is marked. */
export function validateAll(form: HTMLFormElement): void {
  form.querySelectorAll<Control>(CONTROL).forEach((control) => {
    if (control.closest('.form-row') && control.offsetParent !== null) validateField(control, 'validate');
  });
}
