/** Password managers that honour their own opt-out attribute (contract s5.6 'Browser autofill control'). */
const IGNORE_ATTRIBUTES = ['data-lpignore', 'data-op-ignore', 'data-1p-ignore'] as const;
const SAVED = 'data-original-autocomplete';
const FALLBACK = 'address-line1';

/**
 * Keeps the browser's and password managers' own address dropdowns from covering the suggestions
 * while the list is open. WooCommerce also detaches and re-appends the input; that dance is left out
 * on purpose: it can drop focus, the caret and an IME composition mid-word.
 */
export function disableBrowserAutofill(input: HTMLInputElement): void {
  if (input.getAttribute('autocomplete') === 'none') return;
  input.setAttribute(SAVED, input.getAttribute('autocomplete') ?? '');
  input.setAttribute('autocomplete', 'none');
  for (const name of IGNORE_ATTRIBUTES) input.setAttribute(name, 'true');
}

/** Gives the field back to the browser's autofill once the list is closed. */
export function enableBrowserAutofill(input: HTMLInputElement): void {
  if (input.getAttribute('autocomplete') !== 'none') return;
  input.setAttribute('autocomplete', input.getAttribute(SAVED) || FALLBACK);
  for (const name of IGNORE_ATTRIBUTES) input.setAttribute(name, 'false');
}
