import type { ActiveProvider } from './trackActiveProvider.ts';

/** Every attribute that makes the field a combobox; all removed together when no provider can search. */
export const COMBOBOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-activedescendant', 'aria-owns'] as const;
const AVAILABLE_CLASS = 'autocomplete-available';

/**
 * Makes the server's input a combobox whose listbox is `listId` (contract s5.4): the role a screen
 * reader announces on reaching the field. Framework-free, so it is right before the React layer that
 * draws the list has loaded (issue #15). `aria-expanded` starts false: nothing is open yet.
 */
export function setComboboxRole(input: HTMLInputElement, listId: string): void {
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-haspopup', 'listbox');
  input.setAttribute('aria-controls', listId);
  if (!input.hasAttribute('aria-expanded')) input.setAttribute('aria-expanded', 'false');
  input.closest('.woocommerce-input-wrapper')?.classList.add(AVAILABLE_CLASS);
}

/** Back to a plain field: no provider for this country, so no popup can appear. */
export function clearComboboxRole(input: HTMLInputElement): void {
  for (const name of COMBOBOX_ATTRIBUTES) input.removeAttribute(name);
  input.closest('.woocommerce-input-wrapper')?.classList.remove(AVAILABLE_CLASS);
}

/**
 * Keeps the field a combobox exactly while the section has an active provider, from mount on (the
 * React layer is drawn only when the shopper reaches the field). Returns the stop function.
 */
export function trackComboboxRole(input: HTMLInputElement, listId: string, activeProvider: ActiveProvider): () => void {
  const sync = (): void => {
    if (activeProvider.current()) setComboboxRole(input, listId);
    else clearComboboxRole(input);
  };
  sync();
  const unsubscribe = activeProvider.subscribe(sync);
  return () => {
    unsubscribe();
    clearComboboxRole(input);
  };
}
