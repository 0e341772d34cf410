import { comboboxKeyAction, createComboboxModel } from '../../core/combobox/index.ts';
import type { ComboboxOption } from '../../core/combobox/index.ts';
import { lazyImport } from '../../core/lazy/index.ts';
import { pageKey, pageState, type PageScope } from '../../core/page/index.ts';
import { COMBOBOX_ONE_RESULT_TEXT, COMBOBOX_RESULTS_TEXT } from '../../core/constants/address.ts';
import { ensureComboboxStyles } from './comboboxStyles.ts';
import type { ListboxLayer } from './drawListbox.tsx';
import { applySelectBox, measureSelect, type SelectBox } from './sizeLikeSelect.ts';
import { statusRegion } from './statusRegion.ts';
import { whenFirstShown } from './whenFirstShown.ts';

export interface SearchableSelect {
  /** Shows the select's value again after a script changed it without a `change` event. */
  sync(): void;
  /** Puts the native select back as the server printed it. */
  destroy(): void;
}

/** The select, kept in the form (it still submits, scripts still read it) but out of sight and out of the tab order. */
const SELECT_OUT_OF_SIGHT = {
  position: 'absolute', width: '1px', height: '1px', margin: '0', padding: '0', border: '0',
  opacity: '0', pointerEvents: 'none', overflow: 'hidden',
} as const;

/** React draws the list: fetched on the first focus, so it is there by the time the list opens. */
const loadLayer: () => Promise<ListboxLayer> = lazyImport(() => import('./drawListbox.tsx').then((module) => module.drawListbox));

/** Numbers the page's selects that have no id of their own, as React's useId does per root. */
const SELECT_COUNT = pageKey<{ count: number }>('searchable select count');

/**
 * The placeholder choice: the empty first option ("Select a country / region…"), or `default` in
 * the cart's shipping calculator (shipping-calculator.php). selectWoo hid it from the list.
 */
function isPlaceholder(option: HTMLOptionElement): boolean {
  return option.value === '' || (option.value === 'default' && option.index === 0);
}

function readOptions(select: HTMLSelectElement): ComboboxOption[] {
  return [...select.options].filter((o) => !o.disabled && !isPlaceholder(o)).map((o) => ({ value: o.value, label: o.text.trim() }));
}

function labelIds(select: HTMLSelectElement, base: string): string {
  return [...(select.labels ?? [])].map((label) => {
    if (!label.id) label.id = `${base}-label`;
    return label.id;
  }).join(' ');
}

/**
 * A native select made searchable (what selectWoo did for country and state), as a WAI-ARIA APG
 * editable combobox with list autocomplete. Framework-free: the field, its ARIA and its keyboard are
 * in place at once; the list (React) is drawn when the shopper first opens it. The select stays in the
 * form, synced both ways, so it submits its value and every `change` listener (country-select,
 * address-i18n, update_order_review, gateways) hears the shopper's choice as before.
 */
export function searchableSelect(page: PageScope, select: HTMLSelectElement, noMatchesText: string): SearchableSelect {
  const doc = select.ownerDocument;
  const model = createComboboxModel();
  const field = doc.createElement('input');
  const base = select.id || `wc-islands-select-${++pageState(page, SELECT_COUNT, () => ({ count: 0 })).count}`;
  const id = `${base}-combobox`;
  const listboxId = `${id}-listbox`;
  const savedStyle = select.style.cssText;
  let host: HTMLElement | undefined;
  let undraw: (() => void) | undefined;
  let swapped = false;

  field.type = 'text';
  field.id = id;
  // Not `input-text`: checkout and gateway scripts bind typed-address handlers to that class.
  field.className = 'wc-islands-combobox';
  const attributes: Record<string, string> = {
    role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false', autocomplete: 'off', spellcheck: 'false', autocapitalize: 'off',
  };
  for (const [name, value] of Object.entries(attributes)) field.setAttribute(name, value);
  const labelledBy = labelIds(select, base);
  if (labelledBy) field.setAttribute('aria-labelledby', labelledBy);
  else field.setAttribute('aria-label', select.getAttribute('aria-label') ?? select.dataset.label ?? select.name);
  for (const name of ['aria-required', 'aria-describedby', 'aria-invalid']) {
    const value = select.getAttribute(name);
    if (value !== null) field.setAttribute(name, value);
  }
  const first = select.options[0];
  field.placeholder = select.dataset.placeholder ?? (first && isPlaceholder(first) ? first.text.trim() : '');

  const sync = (): void => {
    const chosen = select.selectedOptions[0];
    field.value = chosen && !isPlaceholder(chosen) ? chosen.text.trim() : '';
  };
  const say = (message: string): void => void (statusRegion(page, doc).textContent = message);

  const draw = (): void => {
    if (!host) {
      host = doc.createElement('div');
      host.className = 'wc-islands-combobox-popup';
      host.hidden = true;
      field.after(host);
    }
    const popup = host;
    void loadLayer().then((drawListbox) => {
      if (undraw || !field.isConnected) return;
      undraw = drawListbox(page, `combobox:${id}`, { model, field, host: popup, listboxId, labelledBy, noMatchesText, onChoose: choose });
    }, (error: unknown) => console.error(error));
  };
  const open = (): void => {
    draw();
    field.setAttribute('aria-controls', listboxId);
    model.open(select.value, readOptions(select));
    field.select();
  };
  const close = (): void => {
    model.close();
    sync();
  };
  function choose(option: ComboboxOption | undefined): void {
    model.close();
    if (option && option.value !== select.value) {
      const focused = doc.activeElement === field;
      select.value = option.value;
      // The events a shopper's pick on the native select fires, in its order.
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
      // address-i18n re-orders the form's rows for the new country, and moving a row drops the focus
      // of the field inside it: a keyboard shopper stays where they were.
      if (focused && field.isConnected && doc.activeElement !== field) field.focus({ preventScroll: true });
    }
    sync();
  }

  const onModel = (): void => {
    const state = model.getState();
    field.setAttribute('aria-expanded', String(state.open));
    const index = state.shown[state.active];
    if (state.open && index !== undefined) field.setAttribute('aria-activedescendant', `${listboxId}-${index}`);
    else field.removeAttribute('aria-activedescendant');
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const action = comboboxKeyAction(event, model.getState().open);
    if (!action) return;
    if (action.kind !== 'chooseAndLeave') event.preventDefault();
    if (action.kind === 'open') open();
    else if (action.kind === 'move') model.move(action.move);
    else if (action.kind === 'choose' || action.kind === 'chooseAndLeave') choose(model.activeOption());
    else if (action.kind === 'cancel') close();
  };
  const onInput = (): void => {
    if (!model.getState().open) {
      draw();
      field.setAttribute('aria-controls', listboxId);
      model.open(select.value, readOptions(select));
    }
    model.type(field.value);
    const count = model.getState().shown.length;
    say(count === 0 ? noMatchesText : count === 1 ? COMBOBOX_ONE_RESULT_TEXT : COMBOBOX_RESULTS_TEXT.replace('%qty%', String(count)));
  };
  const onClick = (): void => (model.getState().open ? close() : open());
  const onFocus = (): void => {
    statusRegion(page, doc);
    void loadLayer();
  };
  const onLabelClick = (event: Event): void => {
    // The label still points at the select (scripts and the no-JS page need that): send focus here instead.
    event.preventDefault();
    field.focus();
  };

  const swap = (box: SelectBox | null): void => {
    swapped = true;
    ensureComboboxStyles(doc);
    applySelectBox(field, box);
    sync();
    select.after(field);
    Object.assign(select.style, SELECT_OUT_OF_SIGHT);
    select.setAttribute('aria-hidden', 'true');
    select.tabIndex = -1;
  };
  // A select inside a hidden section (shipping address, the cart's calculator) has no box to copy
  // yet: the swap waits until it first shows, before that frame is painted, so nothing shifts.
  const cancelSwap = whenFirstShown(page, select, () => measureSelect(select), swap);

  const unsubscribe = model.subscribe(onModel);
  field.addEventListener('keydown', onKeyDown);
  field.addEventListener('input', onInput);
  field.addEventListener('click', onClick);
  field.addEventListener('focus', onFocus);
  field.addEventListener('blur', close);
  select.addEventListener('change', sync);
  const labels = [...(select.labels ?? [])];
  labels.forEach((label) => label.addEventListener('click', onLabelClick));

  return {
    sync,
    destroy() {
      cancelSwap();
      unsubscribe();
      undraw?.();
      select.removeEventListener('change', sync);
      labels.forEach((label) => label.removeEventListener('click', onLabelClick));
      field.remove();
      host?.remove();
      if (!swapped) return;
      select.style.cssText = savedStyle;
      select.removeAttribute('aria-hidden');
      select.removeAttribute('tabindex');
    },
  };
}
