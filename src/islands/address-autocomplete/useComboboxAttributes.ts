import { useEffect } from 'react';
import { disableBrowserAutofill, enableBrowserAutofill } from '../../core/address/index.ts';

const COMBOBOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-activedescendant', 'aria-owns'];
const AVAILABLE_CLASS = 'autocomplete-available';

/**
 * Turns the server's input into a combobox while a provider can search its country, and back into a
 * plain field when none can (contract s5.4), so assistive technology never announces a popup that
 * cannot appear. While the list is open the browser's own autofill is held off (contract s5.6).
 */
export function useComboboxAttributes(input: HTMLInputElement, container: HTMLElement, listId: string, enabled: boolean, open: boolean, activeId: string | null): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const wrapper = input.closest('.woocommerce-input-wrapper');
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-haspopup', 'listbox');
    input.setAttribute('aria-controls', listId);
    wrapper?.classList.add(AVAILABLE_CLASS);
    return () => {
      for (const name of COMBOBOX_ATTRIBUTES) input.removeAttribute(name);
      wrapper?.classList.remove(AVAILABLE_CLASS);
    };
  }, [input, listId, enabled]);

  useEffect(() => {
    if (enabled) input.setAttribute('aria-expanded', String(open));
    container.style.display = open ? 'block' : 'none';
    if (open) disableBrowserAutofill(input);
    else enableBrowserAutofill(input);
  }, [input, container, enabled, open]);

  useEffect(() => {
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [input, activeId]);
}
