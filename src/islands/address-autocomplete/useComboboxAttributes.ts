import { useEffect } from 'react';
import { disableBrowserAutofill, enableBrowserAutofill } from '../../core/address/index.ts';
import { clearComboboxRole, setComboboxRole } from './comboboxRole.ts';

/**
 * Turns the server's input into a combobox while a provider can search its country, and back into a
 * plain field when none can (contract s5.4), so assistive technology never announces a popup that
 * cannot appear. While the list is open the browser's own autofill is held off (contract s5.6).
 */
export function useComboboxAttributes(input: HTMLInputElement, container: HTMLElement, listId: string, enabled: boolean, open: boolean, activeId: string | null): void {
  useEffect(() => {
    // The island's mount set these already (comboboxRole.ts) when it has a provider; a combobox drawn
    // on its own (tests, a lone field) sets them here, and both follow the same provider.
    if (!enabled) return undefined;
    setComboboxRole(input, listId);
    return () => clearComboboxRole(input);
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
