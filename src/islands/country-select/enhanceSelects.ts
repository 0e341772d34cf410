import { STATE_FIELD_SELECTOR } from '../../core/constants.ts';
import type { PageScope } from '../../core/page/index.ts';
import { searchableSelect } from './searchableSelect.ts';
import type { SearchableSelect } from './searchableSelect.ts';

export interface SelectEnhancer {
  /** Makes the country select and the wrapper's current state select searchable; drops what left the page. */
  refresh(wrapper: ParentNode): void;
  destroy(): void;
}

/**
 * The searchable selects of one address form. country-select.js swaps the state field for a new
 * element when the country changes (select, text or hidden input), so after each change the old
 * state combobox goes and a new state select is enhanced again; a refilled select is re-synced.
 */
export function enhanceSelects(page: PageScope, country: HTMLElement, noMatchesText: string): SelectEnhancer {
  const enhanced = new Map<HTMLSelectElement, SearchableSelect>();
  const enhance = (select: Element | null): void => {
    if (!(select instanceof HTMLSelectElement) || select.multiple) return;
    const existing = enhanced.get(select);
    if (existing) existing.sync();
    else enhanced.set(select, searchableSelect(page, select, noMatchesText));
  };
  return {
    refresh(wrapper) {
      for (const [select, handle] of enhanced) {
        if (select.isConnected) continue;
        handle.destroy();
        enhanced.delete(select);
      }
      enhance(country);
      enhance(wrapper.querySelector(STATE_FIELD_SELECTOR));
    },
    destroy() {
      enhanced.forEach((handle) => handle.destroy());
      enhanced.clear();
    },
  };
}
