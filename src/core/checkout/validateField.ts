import { INLINE_ERROR_CLASS, INVALID_FIELD_CLASSES } from '../constants.ts';

// checkout.js validate_field's patterns: a practical email shape, and what a phone number may hold.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/i;
const PHONE_CHARACTERS = /[\s#0-9_\-+/().]/g;

export type ValidationTrigger = 'input' | 'validate' | 'change' | 'focusout';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Typing or a valid value takes back what a failed place order wrote: aria marks and the row's inline message. */
function clearInlineError(control: Control, row: HTMLElement): void {
  control.removeAttribute('aria-invalid');
  control.removeAttribute('aria-describedby');
  row.querySelectorAll(`.${INLINE_ERROR_CLASS}`).forEach((n) => n.remove());
}

/**
 * checkout.js validate_field for one control: typing clears the row's marks; leaving or changing the
 * field marks it `woocommerce-invalid(-required-field|-email|-phone)` or `woocommerce-validated`, and
 * (like WooCommerce 8+) sets aria-invalid on the control. Typing, and a valid value, also remove the
 * row's inline error message and the control's aria-describedby (WooCommerce 9.9+). Returns false when invalid.
 */
export function validateField(control: Control, trigger: ValidationTrigger): boolean {
  const row = control.closest<HTMLElement>('.form-row');
  if (!row) return true;
  if (trigger === 'input') {
    clearInlineError(control, row);
    row.classList.remove(...INVALID_FIELD_CLASSES, 'woocommerce-validated');
    return true;
  }
  const invalid: string[] = [];
  const value = control.value;
  const isCheckbox = control instanceof control.ownerDocument.defaultView!.HTMLInputElement && control.type === 'checkbox';
  if (row.classList.contains('validate-required') && (isCheckbox ? !(control as HTMLInputElement).checked : value === '')) {
    invalid.push('woocommerce-invalid-required-field');
  }
  if (row.classList.contains('validate-email') && value !== '' && !EMAIL.test(value)) invalid.push('woocommerce-invalid-email');
  if (row.classList.contains('validate-phone') && value.replace(PHONE_CHARACTERS, '') !== '') invalid.push('woocommerce-invalid-phone');
  if (invalid.length > 0) {
    row.classList.remove('woocommerce-validated');
    row.classList.add('woocommerce-invalid', ...invalid);
    control.setAttribute('aria-invalid', 'true');
    return false;
  }
  row.classList.remove(...INVALID_FIELD_CLASSES);
  row.classList.add('woocommerce-validated');
  clearInlineError(control, row);
  return true;
}
