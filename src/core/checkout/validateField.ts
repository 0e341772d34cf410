import { INVALID_FIELD_CLASSES } from '../constants.ts';

// checkout.js validate_field's patterns: a practical email shape, and what a phone number may hold.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/i;
const PHONE_CHARACTERS = /[\s#0-9_\-+/().]/g;

export type ValidationTrigger = 'input' | 'validate' | 'change' | 'focusout';

/**
 * checkout.js validate_field for one control: typing clears the row's marks; leaving or changing the
 * field marks it `woocommerce-invalid(-required-field|-email|-phone)` or `woocommerce-validated`, and
 * (like WooCommerce 8+) sets aria-invalid on the control. Returns false when invalid.
 */
export function validateField(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, trigger: ValidationTrigger): boolean {
  const row = control.closest<HTMLElement>('.form-row');
  if (!row) return true;
  if (trigger === 'input') {
    row.classList.remove(...INVALID_FIELD_CLASSES, 'woocommerce-validated');
    return true;
  }
  const invalid: string[] = [];
  const value = control.value;
  const isCheckbox = control instanceof control.ownerDocument.defaultView!.HTMLInputElement && control.type === 'checkbox';
  if (row.classList.contains('validate-required') && (isCheckbox ? !(control as HTMLInputElement).checked : value === '')) {
    invalid.push('woocommerce-invalid-required-field');
  }
  if (row.classList.contains('validate-email') && value !== '' && !EMAIL.test(value)) invalid.push('woocommerce-invalid-email', 'woocommerce-invalid-phone');
  if (row.classList.contains('validate-phone') && value.replace(PHONE_CHARACTERS, '') !== '') invalid.push('woocommerce-invalid-phone');
  if (invalid.length > 0) {
    row.classList.remove('woocommerce-validated');
    row.classList.add('woocommerce-invalid', ...invalid);
    control.setAttribute('aria-invalid', 'true');
    return false;
  }
  row.classList.remove(...INVALID_FIELD_CLASSES);
  row.classList.add('woocommerce-validated');
  control.removeAttribute('aria-invalid');
  return true;
}
