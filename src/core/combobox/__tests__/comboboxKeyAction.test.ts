import { describe, expect, it } from 'vitest';
import { comboboxKeyAction } from '../comboboxKeyAction.ts';

describe('comboboxKeyAction', () => {
  it('opens on the down and up arrows while closed', () => {
    expect(comboboxKeyAction({ key: 'ArrowDown' }, false)).toEqual({ kind: 'open' });
    expect(comboboxKeyAction({ key: 'ArrowDown', altKey: true }, false)).toEqual({ kind: 'open' });
    expect(comboboxKeyAction({ key: 'ArrowUp' }, false)).toEqual({ kind: 'open' });
  });

  it('never lets Enter submit the form, open or closed', () => {
    expect(comboboxKeyAction({ key: 'Enter' }, false)).toEqual({ kind: 'swallow' });
    expect(comboboxKeyAction({ key: 'Enter' }, true)).toEqual({ kind: 'choose' });
  });

  it('leaves Home, End, Escape and typing to the text field while closed', () => {
    for (const key of ['Home', 'End', 'Escape', 'a', 'Backspace', 'Tab']) expect(comboboxKeyAction({ key }, false)).toBeNull();
  });

  it('moves, chooses, cancels and leaves while open', () => {
    expect(comboboxKeyAction({ key: 'ArrowDown' }, true)).toEqual({ kind: 'move', move: 'next' });
    expect(comboboxKeyAction({ key: 'ArrowUp' }, true)).toEqual({ kind: 'move', move: 'previous' });
    expect(comboboxKeyAction({ key: 'Home' }, true)).toEqual({ kind: 'move', move: 'first' });
    expect(comboboxKeyAction({ key: 'End' }, true)).toEqual({ kind: 'move', move: 'last' });
    expect(comboboxKeyAction({ key: 'PageDown' }, true)).toEqual({ kind: 'move', move: 'pageNext' });
    expect(comboboxKeyAction({ key: 'PageUp' }, true)).toEqual({ kind: 'move', move: 'pagePrevious' });
    expect(comboboxKeyAction({ key: 'ArrowUp', altKey: true }, true)).toEqual({ kind: 'choose' });
    expect(comboboxKeyAction({ key: 'Escape' }, true)).toEqual({ kind: 'cancel' });
    expect(comboboxKeyAction({ key: 'Tab' }, true)).toEqual({ kind: 'chooseAndLeave' });
    expect(comboboxKeyAction({ key: 'x' }, true)).toBeNull();
  });
});
