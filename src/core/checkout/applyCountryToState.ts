import type { CountrySelectConfig } from './types.ts';
import { STATE_FIELD_SELECTOR } from '../constants.ts';

export type StateFieldKind = 'hidden' | 'select' | 'text';

function copyIdentity(from: HTMLElement, to: HTMLInputElement | HTMLSelectElement, extraClass: string): void {
  to.id = from.id;
  to.name = from.getAttribute('name') ?? '';
  const inputClasses = from.getAttribute('data-input-classes') ?? '';
  to.setAttribute('data-input-classes', inputClasses);
  to.className = `${extraClass} ${inputClasses}`.trim();
  for (const attr of ['autocomplete', 'aria-required']) {
    const value = from.getAttribute(attr);
    if (value !== null) to.setAttribute(attr, value);
  }
}

function fillOptions(select: HTMLSelectElement, states: Readonly<Record<string, string>>, promptText: string, keep: string): void {
  const doc = select.ownerDocument;
  const option = (text: string, value: string): HTMLOptionElement => {
    const o = doc.createElement('option');
    o.value = value;
    o.textContent = text;
    return o;
  };
  select.replaceChildren(option(promptText, ''), ...Object.entries(states).map(([code, name]) => option(name, code)));
  // The shopper's choice stays when the new country still has it (country-select.js: val(value)).
  select.value = keep in states ? keep : '';
}

/**
 * country-select.js' change handler for one address form: the state field becomes a select of the
 * country's states, a hidden input (row hidden) when the country has none, or a text input when the
 * store knows no list. Returns the new field kind, or null when nothing had to change.
 */
export function applyCountryToState(wrapper: ParentNode, country: string, config: CountrySelectConfig): StateFieldKind | null {
  const field = wrapper.querySelector<HTMLInputElement | HTMLSelectElement>(STATE_FIELD_SELECTOR);
  if (!field) return null;
  const row = field.closest<HTMLElement>('.form-row');
  const doc = field.ownerDocument;
  const value = field.value;
  const states = config.statesOf(country);
  if (states !== undefined && Object.keys(states).length === 0) {
    const hidden = doc.createElement('input');
    hidden.type = 'hidden';
    copyIdentity(field, hidden, 'hidden');
    if (row) row.style.display = 'none';
    field.replaceWith(hidden);
    return 'hidden';
  }
  if (row) row.style.display = '';
  if (states !== undefined) {
    let select = field;
    if (!(field instanceof doc.defaultView!.HTMLSelectElement)) {
      select = doc.createElement('select');
      copyIdentity(field, select, 'state_select');
      select.setAttribute('data-placeholder', field.getAttribute('placeholder') || config.selectStateText);
      field.replaceWith(select);
    }
    fillOptions(select as HTMLSelectElement, states, config.selectStateText, value);
    return 'select';
  }
  if (field instanceof doc.defaultView!.HTMLInputElement && field.type === 'text') return null;
  const text = doc.createElement('input');
  text.type = 'text';
  copyIdentity(field, text, 'input-text');
  const placeholder = field.getAttribute('data-placeholder') ?? field.getAttribute('placeholder') ?? '';
  if (placeholder !== '' && placeholder !== config.selectStateText) text.placeholder = placeholder;
  field.replaceWith(text);
  return 'text';
}
