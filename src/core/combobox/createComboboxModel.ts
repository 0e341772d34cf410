import { COMBOBOX_PAGE_STEP } from '../constants/address.ts';
import { matchOptions } from './matchOptions.ts';
import type { ComboboxOption } from './matchOptions.ts';
import { createSubscribable } from '../subscribable/index.ts';

export interface ComboboxState {
  readonly open: boolean;
  /** What the shopper typed since opening; '' shows every option. */
  readonly query: string;
  /** Positions into `options` of what the listbox shows, in order. */
  readonly shown: readonly number[];
  /** Position into `shown` of the highlighted option, -1 for none. */
  readonly active: number;
  readonly options: readonly ComboboxOption[];
}

export type ComboboxMove = 'next' | 'previous' | 'first' | 'last' | 'pageNext' | 'pagePrevious';

/**
 * The filter-and-highlight state of one searchable select (WAI-ARIA APG combobox with list
 * autocomplete), framework-free: the mount code feeds it keys and text, the listbox layer draws it.
 * Choosing is the caller's job (it owns the native select); `activeOption` says what would be chosen.
 */
export interface ComboboxModel {
  getState(): ComboboxState;
  subscribe(listener: () => void): () => void;
  /** Opens on the selected option (or the first), showing every option. */
  open(selectedValue: string, options: readonly ComboboxOption[]): void;
  close(): void;
  /** Filters to the typed text and highlights the best match. */
  type(query: string): void;
  move(move: ComboboxMove): void;
  /** Highlights a shown option (pointer hover). */
  highlight(position: number): void;
  activeOption(): ComboboxOption | undefined;
}

const CLOSED: ComboboxState = { open: false, query: '', shown: [], active: -1, options: [] };

function stepTo(state: ComboboxState, move: ComboboxMove): number {
  const last = state.shown.length - 1;
  if (last < 0) return -1;
  const from = state.active;
  switch (move) {
    case 'first': return 0;
    case 'last': return last;
    // Arrows stop at the ends as a native select does, rather than wrapping.
    case 'next': return Math.min(from + 1, last);
    case 'previous': return from < 0 ? last : Math.max(from - 1, 0);
    case 'pageNext': return Math.min(from + COMBOBOX_PAGE_STEP, last);
    case 'pagePrevious': return Math.max(from - COMBOBOX_PAGE_STEP, 0);
  }
}

export function createComboboxModel(): ComboboxModel {
  let state = CLOSED;
  const listeners = createSubscribable();
  const set = (next: ComboboxState): void => {
    state = next;
    listeners.notify();
  };
  const model: ComboboxModel = {
    getState: () => state,
    subscribe: listeners.subscribe,
    open(selectedValue, options) {
      const shown = options.map((_, index) => index);
      const selected = options.findIndex((option) => option.value === selectedValue && option.value !== '');
      set({ open: true, query: '', shown, active: selected >= 0 ? selected : shown.length > 0 ? 0 : -1, options });
    },
    close() {
      if (state.open) set({ ...CLOSED, options: state.options });
    },
    type(query) {
      const shown = matchOptions(state.options, query);
      set({ ...state, open: true, query, shown, active: shown.length > 0 ? 0 : -1 });
    },
    move(move) {
      if (state.open) set({ ...state, active: stepTo(state, move) });
    },
    highlight(position) {
      if (state.open && position >= 0 && position < state.shown.length && position !== state.active) set({ ...state, active: position });
    },
    activeOption() {
      const index = state.shown[state.active];
      return index === undefined ? undefined : state.options[index];
    },
  };
  return model;
}
