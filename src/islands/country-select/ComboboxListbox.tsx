import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { ComboboxModel, ComboboxOption } from '../../core/combobox/index.ts';
import { usePopupPosition } from '../../island-kit/usePopupPosition.ts';

export interface ComboboxListboxProps {
  readonly model: ComboboxModel;
  /** The combobox field (keeps DOM focus; the active option is its aria-activedescendant). */
  readonly field: HTMLElement;
  /** The popup element right after the field, positioned under it. */
  readonly host: HTMLElement;
  readonly listboxId: string;
  /** Ids of the select's labels: the list is named like the field. */
  readonly labelledBy: string;
  readonly noMatchesText: string;
  readonly onChoose: (option: ComboboxOption) => void;
}

/** Keeps the highlighted option inside the listbox's scroll box without scrolling the page. */
function revealOption(option: HTMLElement | null): void {
  const list = option?.parentElement;
  if (!option || !list) return;
  const top = option.offsetTop - list.offsetTop;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (top + option.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + option.offsetHeight - list.clientHeight;
}

/**
 * The open list of a searchable select: reads the framework-free model (useSyncExternalStore) and
 * draws its options into the popup through a portal. Pointer presses keep focus in the field
 * (the APG combobox never moves DOM focus into the list), a click chooses, hovering highlights.
 */
export function ComboboxListbox({ model, field, host, listboxId, labelledBy, noMatchesText, onChoose }: ComboboxListboxProps) {
  const state = useSyncExternalStore(model.subscribe, model.getState);
  const activeIndex = state.shown[state.active];
  usePopupPosition(field, host, state.open);

  useEffect(() => {
    host.hidden = !state.open;
  }, [host, state.open]);

  useEffect(() => {
    if (state.open && activeIndex !== undefined) revealOption(host.ownerDocument.getElementById(`${listboxId}-${activeIndex}`));
  }, [host, listboxId, state.open, activeIndex]);

  useEffect(() => {
    const keepFocus = (event: Event): void => event.preventDefault();
    host.addEventListener('pointerdown', keepFocus);
    host.addEventListener('mousedown', keepFocus);
    return () => {
      host.removeEventListener('pointerdown', keepFocus);
      host.removeEventListener('mousedown', keepFocus);
    };
  }, [host]);

  if (!state.open) return null;
  return createPortal(
    <>
      {/* Kept (hidden) when nothing matches: the field's aria-controls must point at an element, and
          an empty listbox would lack the options its role requires. */}
      <ul role="listbox" id={listboxId} hidden={state.shown.length === 0} aria-labelledby={labelledBy || undefined} aria-label={labelledBy ? undefined : field.getAttribute('aria-label') ?? undefined}>
        {state.shown.map((index, position) => {
          const option = state.options[index]!;
          return (
            <li
              key={option.value}
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={position === state.active}
              onPointerMove={() => model.highlight(position)}
              onClick={() => onChoose(option)}
            >
              {option.label}
            </li>
          );
        })}
      </ul>
      {state.shown.length === 0 && <div className="wc-islands-combobox-empty">{noMatchesText}</div>}
    </>,
    host,
  );
}
