import { ADDRESS_FIELDSET_SELECTOR } from '../constants.ts';
import type { AddressI18nConfig, FieldLocale } from './types.ts';

const WIDTH_CLASSES = ['form-row-first', 'form-row-last', 'form-row-wide'];

function setRequired(row: HTMLElement, required: boolean, config: AddressI18nConfig): void {
  const label = row.querySelector('label');
  const controls = row.querySelectorAll('input, select, textarea');
  const doc = row.ownerDocument;
  if (required) {
    label?.querySelector('.optional')?.remove();
    row.classList.add('validate-required');
    if (label && !label.querySelector('.required')) {
      const mark = doc.createElement('span');
      mark.className = 'required';
      mark.setAttribute('aria-hidden', 'true');
      mark.textContent = '*';
      label.append('\u00a0', mark);
    }
    controls.forEach((c) => c.setAttribute('aria-required', 'true'));
  } else {
    label?.querySelector('.required')?.remove();
    row.classList.remove('validate-required', 'woocommerce-invalid', 'woocommerce-invalid-required-field');
    if (label && !label.querySelector('.optional')) {
      const mark = doc.createElement('span');
      mark.className = 'optional';
      mark.textContent = `(${config.optionalText})`;
      label.append('\u00a0', mark);
    }
    controls.forEach((c) => c.removeAttribute('aria-required'));
  }
}

function applyField(row: HTMLElement, key: string, rules: FieldLocale, config: AddressI18nConfig): void {
  const label = row.querySelector('label');
  // The label text is replaced, which drops the required/optional mark: setRequired puts it back.
  if (rules.label !== undefined && label) label.textContent = rules.label;
  if (rules.placeholder !== undefined) {
    row.querySelectorAll('input, select, textarea').forEach((c) => {
      c.setAttribute('placeholder', rules.placeholder!);
      c.setAttribute('data-placeholder', rules.placeholder!);
    });
  }
  setRequired(row, rules.required === true, config);
  if (rules.priority !== undefined) row.dataset.priority = String(rules.priority);
  // The state row is shown and hidden by the country/state logic, never here (address-i18n.js).
  if (key !== 'state') {
    row.style.display = rules.hidden === true ? 'none' : '';
    if (rules.hidden === true) row.querySelectorAll<HTMLInputElement>('input').forEach((c) => { c.value = ''; });
  }
  if (rules.class) {
    row.classList.remove(...WIDTH_CLASSES);
    row.classList.add(...rules.class);
  }
}

/** address-i18n.js: rows are sorted by data-priority; a row without one follows the previous row. */
function sortFieldsets(doc: Document): void {
  doc.querySelectorAll<HTMLElement>(ADDRESS_FIELDSET_SELECTOR).forEach((fieldset) => {
    const rows = [...fieldset.querySelectorAll<HTMLElement>(':scope > .form-row')];
    let last = 0;
    const keyed = rows.map((row, index) => {
      const priority = Number.parseInt(row.dataset.priority ?? '', 10);
      last = Number.isNaN(priority) || priority === 0 ? last + 1 : priority;
      return { row, priority: last, index };
    });
    const sorted = [...keyed].sort((a, b) => a.priority - b.priority || a.index - b.index);
    // Moving only when the order differs keeps focus and avoids needless layout work.
    if (sorted.some((entry, i) => entry.row !== rows[i])) fieldset.append(...sorted.map((e) => e.row));
  });
}

/**
 * address-i18n.js' `country_to_state_changing` handler: labels, placeholders, required marks, hidden
 * rows, widths and order of one address form's fields for a country (its locale over `default`).
 */
export function applyAddressLocale(wrapper: ParentNode & Node, country: string, config: AddressI18nConfig): void {
  const own = config.locale[country] ?? config.locale['default'] ?? {};
  const fallback = config.locale['default'] ?? {};
  for (const [key, selector] of Object.entries(config.localeFields)) {
    const rules = { ...fallback[key], ...own[key] };
    wrapper.querySelectorAll<HTMLElement>(selector).forEach((row) => applyField(row, key, rules, config));
  }
  sortFieldsets(wrapper.ownerDocument ?? (wrapper as Document));
}
