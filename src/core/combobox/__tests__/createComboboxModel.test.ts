import { describe, expect, it, vi } from 'vitest';
import { COMBOBOX_PAGE_STEP } from '../../constants/address.ts';
import { createComboboxModel } from '../createComboboxModel.ts';

const STATES = Array.from({ length: 25 }, (_, i) => ({ value: `S${i}`, label: `State ${String.fromCharCode(65 + i)}` }));

describe('createComboboxModel', () => {
  it('opens on the chosen option, or the first when nothing is chosen', () => {
    const model = createComboboxModel();
    model.open('S4', STATES);
    expect(model.getState()).toMatchObject({ open: true, active: 4, query: '' });
    expect(model.activeOption()?.value).toBe('S4');
    model.close();
    model.open('', STATES);
    expect(model.activeOption()?.value).toBe('S0');
  });

  it('moves with arrows, stopping at the ends, and jumps with Home, End and pages', () => {
    const model = createComboboxModel();
    model.open('S0', STATES);
    model.move('previous');
    expect(model.getState().active).toBe(0);
    model.move('next');
    expect(model.getState().active).toBe(1);
    model.move('pageNext');
    expect(model.getState().active).toBe(1 + COMBOBOX_PAGE_STEP);
    model.move('last');
    model.move('next');
    expect(model.activeOption()?.value).toBe('S24');
    model.move('pagePrevious');
    expect(model.getState().active).toBe(24 - COMBOBOX_PAGE_STEP);
    model.move('first');
    expect(model.activeOption()?.value).toBe('S0');
  });

  it('with wrap, goes round from the last option to the first and back, as the address suggestions do', () => {
    const model = createComboboxModel({ wrap: true });
    model.open('S0', STATES);
    model.move('previous');
    expect(model.activeOption()?.value).toBe('S24');
    model.move('next');
    expect(model.activeOption()?.value).toBe('S0');
  });

  it('shows options with none highlighted; next then takes the first and previous the last', () => {
    const model = createComboboxModel({ wrap: true });
    model.show(STATES);
    expect(model.getState()).toMatchObject({ open: true, active: -1, shown: STATES.map((_, i) => i) });
    model.move('next');
    expect(model.getState().active).toBe(0);
    model.show(STATES);
    model.move('previous');
    expect(model.getState().active).toBe(24);
  });

  it('filters to the typed text and highlights the best match; no match highlights nothing', () => {
    const model = createComboboxModel();
    model.open('S2', STATES);
    model.type('state c');
    expect(model.getState().shown).toEqual([2]);
    expect(model.activeOption()?.label).toBe('State C');
    model.type('zz');
    expect(model.getState()).toMatchObject({ shown: [], active: -1 });
    expect(model.activeOption()).toBeUndefined();
    model.move('next');
    expect(model.getState().active).toBe(-1);
  });

  it('highlights a shown option on hover, and ignores positions it does not show', () => {
    const model = createComboboxModel();
    model.open('', STATES);
    model.highlight(7);
    expect(model.activeOption()?.value).toBe('S7');
    model.highlight(99);
    expect(model.getState().active).toBe(7);
    model.highlight(-1);
    expect(model.activeOption()).toBeUndefined();
  });

  it('tells subscribers each change, and closing twice tells them once', () => {
    const model = createComboboxModel();
    const listener = vi.fn();
    const unsubscribe = model.subscribe(listener);
    model.open('', STATES);
    model.close();
    model.close();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    model.open('', STATES);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores moves while closed', () => {
    const model = createComboboxModel();
    model.move('next');
    expect(model.getState()).toMatchObject({ open: false, active: -1 });
  });
});
