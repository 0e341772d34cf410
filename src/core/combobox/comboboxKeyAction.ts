import type { ComboboxMove } from './createComboboxModel.ts';

/** What a key does in a searchable select; `null` leaves the key to the text field (caret, typing). */
export type ComboboxKeyAction =
  | { readonly kind: 'open' }
  | { readonly kind: 'move'; readonly move: ComboboxMove }
  | { readonly kind: 'choose' }
  | { readonly kind: 'chooseAndLeave' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'swallow' };

export interface ComboboxKey {
  readonly key: string;
  readonly altKey?: boolean;
}

const MOVES_WHEN_OPEN: Readonly<Record<string, ComboboxMove>> = {
  ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last', PageDown: 'pageNext', PageUp: 'pagePrevious',
};

/**
 * The keyboard of the WAI-ARIA APG combobox, as a native select's shoppers expect it: arrows open
 * and move, Home/End/Page keys move while the list is open (the caret's otherwise), Enter chooses,
 * Escape closes and puts back the chosen value, Tab chooses the highlighted option and moves on.
 * Enter never submits the form, open or closed: on a native select it does not either, and an
 * accidental 'Place order' from the country field is the worst outcome on the page.
 */
export function comboboxKeyAction({ key, altKey = false }: ComboboxKey, open: boolean): ComboboxKeyAction | null {
  if (!open) {
    // Opening shows the chosen option highlighted: the next arrow then moves from it.
    if (key === 'ArrowDown' || (key === 'ArrowUp' && !altKey)) return { kind: 'open' };
    return key === 'Enter' ? { kind: 'swallow' } : null;
  }
  if (key === 'ArrowUp' && altKey) return { kind: 'choose' };
  const move = MOVES_WHEN_OPEN[key];
  if (move) return { kind: 'move', move };
  if (key === 'Enter') return { kind: 'choose' };
  if (key === 'Escape') return { kind: 'cancel' };
  if (key === 'Tab') return { kind: 'chooseAndLeave' };
  return null;
}
