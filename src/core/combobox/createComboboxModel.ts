import { COMBOBOX_PAGE_STEP } from '../constants/address.ts';
import { matchOptions } from './matchOptions.ts';
import type { ComboboxOption } from './matchOptions.ts';
import { createSubscribable } from '../subscribable/index.ts';

export interface ComboboxState<Option extends ComboboxOption = ComboboxOption> {
  readonly open: boolean;
  /** What the shopper typed since opening; '' shows every option. */
  readonly query: string;
  /** Positions into `options` of what the listbox shows, in order. */
  readonly shown: readonly number[];
  /** Position into `shown` of the highlighted option, -1 for none. */
  readonly active: number;
  readonly options: readonly Option[];
}

export type ComboboxMove = 'next' | 'previous' | 'first' | 'last' | 'pageNext' | 'pagePrevious';

export interface ComboboxModelOptions {
  /**
   * Whether next/previous go round from one end to the other. A searchable select stops at the ends
   * as a native select does; the address suggestions wrap (spec 'Address suggestions list').
   */
  readonly wrap?: boolean;
}

/**
 * The filter-and-highlight state of one searchable select (WAI-ARIA APG combobox with list
 * autocomplete), framework-free: the mount code feeds it keys and text, the listbox layer draws it.
 * Choosing is the caller's job (it owns the native select); `activeOption` says what would be chosen.
 */
export interface ComboboxModel<Option extends ComboboxOption = ComboboxOption> {
  getState(): ComboboxState<Option>;
  subscribe(listener: () => void): () => void;
  /** Opens on the selected option (or the first), showing every option. */
  open(selectedValue: string, options: readonly Option[]): void;
  /** Opens showing every option with none highlighted (suggestions found for the typed text). */
  show(options: readonly Option[]): void;
  close(): void;
  /** Filters to the typed text and highlights the best match. */
  type(query: string): void;
  move(move: ComboboxMove): void;
  /** Highlights a shown option (pointer hover), or none with -1. */
  highlight(position: number): void;
  activeOption(): Option | undefined;
}

function stepTo(state: ComboboxState, move: ComboboxMove, wrap: boolean): number {
  const last = state.shown.length - 1;
  if (last < 0) return -1;
  const from = state.active;
  switch (move) {
    case 'first': return 0;
    case 'last': return last;
    // From no highlight, next goes to the first option and previous to the last (APG).
    case 'next': return from < 0 ? 0 : from < last ? from + 1 : wrap ? 0 : last;
    case 'previous': return from < 0 ? last : from > 0 ? from - 1 : wrap ? last : 0;
    case 'pageNext': return Math.min(from + COMBOBOX_PAGE_STEP, last);
    case 'pagePrevious': return Math.max(from - COMBOBOX_PAGE_STEP, 0);
  }
}

export function createComboboxModel<Option extends ComboboxOption = ComboboxOption>({ wrap = false }: ComboboxModelOptions = {}): ComboboxModel<Option> {
  const closed: ComboboxState<Option> = { open: false, query: '', shown: [], active: -1, options: [] };
  let state = closed;
  const listeners = createSubscribable();
  const set = (next: ComboboxState<Option>): void => {
    state = next;
    listeners.notify();
  };
  const model: ComboboxModel<Option> = {
    getState: () => state,
    subscribe: listeners.subscribe,
    open(selectedValue, options) {
      const shown = options.map((_, index) => index);
      const selected = options.findIndex((option) => option.value === selectedValue && option.value !== '');
      set({ open: true, query: '', shown, active: selected >= 0 ? selected : shown.length > 0 ? 0 : -1, options });
    },
    show(options) {
      set({ open: true, query: '', shown: options.map((_, index) => index), active: -1, options });
    },
    close() {
      if (state.open) set({ ...closed, options: state.options });
    },
    type(query) {
      const shown = matchOptions(state.options, query);
      set({ ...state, open: true, query, shown, active: shown.length > 0 ? 0 : -1 });
    },
    move(move) {
      if (state.open) set({ ...state, active: stepTo(state, move, wrap) });
    },
    highlight(position) {
      if (state.open && position >= -1 && position < state.shown.length && position !== state.active) set({ ...state, active: position });
    },
    activeOption() {
      const index = state.shown[state.active];
      return index === undefined ? undefined : state.options[index];
    },
  };
  return model;
}
