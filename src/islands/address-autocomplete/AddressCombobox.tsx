import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import {
  ADDRESS_CLOSE_DELAY_MS,
  ADDRESS_DEPENDENT_FIELDS_DELAY_MS,
  ADDRESS_MAX_SUGGESTIONS,
  ADDRESS_MIN_SEARCH_LENGTH,
} from '../../core/constants/address.ts';
import { createComboboxModel } from '../../core/combobox/index.ts';
import type { ComboboxMove } from '../../core/combobox/index.ts';
import { createAddressFiller, createSuggestionSearch, selectAddress } from '../../core/address/index.ts';
import type { AddressField, AddressFieldKey, AddressSection, AddressSuggestion, ProviderRegistry, RegistryLogger } from '../../core/address/index.ts';
import { SuggestionOption } from './SuggestionOption.tsx';
import type { ActiveProvider } from './trackActiveProvider.ts';
import { useActiveProvider } from './useActiveProvider.ts';
import { useBranding } from './useBranding.ts';
import { useComboboxAttributes } from './useComboboxAttributes.ts';
import { preloadPositioning, usePopupPosition } from '../../island-kit/usePopupPosition.ts';

/** A suggestion as the combobox model holds it. */
interface SuggestionChoice {
  readonly value: string;
  readonly label: string;
  readonly suggestion: AddressSuggestion;
}

const toChoice = (suggestion: AddressSuggestion): SuggestionChoice => ({ value: suggestion.id, label: suggestion.label, suggestion });

/** The list's keys; the rest (Home, End, Tab) stay the text field's. */
const MOVES: Readonly<Record<string, ComboboxMove>> = { ArrowDown: 'next', ArrowUp: 'previous' };

export interface AddressComboboxProps {
  /** The server's `#{section}_address_1`. */
  readonly input: HTMLInputElement;
  readonly section: AddressSection;
  /** `#address_suggestions_{section}`, right after the input: the popup, positioned under it. */
  readonly container: HTMLElement;
  readonly registry: ProviderRegistry;
  /** Accessible name of the list; spec s9: 'Address suggestions'. */
  readonly label: string;
  readonly findField: (key: AddressFieldKey) => AddressField | null;
  readonly setFieldValue: (field: AddressField, value: string) => void;
  readonly onFieldChange: (field: HTMLElement, listener: () => void) => () => void;
  readonly logger?: RegistryLogger;
  /** The island's active-provider tracker, running since mount (before React was loaded). */
  readonly activeProvider?: ActiveProvider;
}

/**
 * The address field as an APG combobox with a listbox popup (anchors s5.1; spec s4, s5). The input
 * stays the server's and keeps DOM focus; the active option is referenced by aria-activedescendant.
 */
export function AddressCombobox({ input, section, container, registry, label, findField, setFieldValue, onFieldChange, logger = console, activeProvider }: AddressComboboxProps) {
  // The spec's suggestions list wraps at either end, unlike the searchable selects.
  const model = useMemo(() => createComboboxModel<SuggestionChoice>({ wrap: true }), []);
  const { open: listed, shown, options, active } = useSyncExternalStore(model.subscribe, model.getState);
  const [countryChanges, setCountryChanges] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const filling = useRef(false);
  const open = listed && shown.length > 0;
  const listId = `address_suggestions_${section}_list`;
  const optionId = (index: number): string => `suggestion-item-${section}-${index}`;

  const search = useMemo(
    () => createSuggestionSearch({ minLength: ADDRESS_MIN_SEARCH_LENGTH, maxResults: ADDRESS_MAX_SUGGESTIONS, logger }),
    [logger],
  );
  const filler = useMemo(() => createAddressFiller({
    findField,
    dependentDelayMs: ADDRESS_DEPENDENT_FIELDS_DELAY_MS,
    setFieldValue: (field, value) => {
      // Our own address_1 hears the input event fired for the page: that is not the shopper typing.
      filling.current = true;
      try {
        setFieldValue(field, value);
      } finally {
        filling.current = false;
      }
    },
  }), [findField, setFieldValue]);

  // Every dismissal (Escape, blur, an outside click, a pick, a country change) also drops the search in
  // flight: the answer to the last key, arriving after it, would open the list again.
  const close = useCallback(() => {
    search.cancel();
    clearTimeout(closeTimer.current);
    model.close();
  }, [model, search]);
  const onCountryChange = useCallback(() => {
    close();
    setCountryChanges((count) => count + 1);
  }, [search, close]);

  const provider = useActiveProvider({ tracker: activeProvider, registry, section, countryField: findField('country'), onFieldChange, onCountryChange });
  const branding = useBranding(registry, provider, open, countryChanges);
  useComboboxAttributes(input, container, listId, provider !== null, open, open && active > -1 ? optionId(active) : null);
  usePopupPosition(input, container, open);

  useEffect(() => () => {
    search.cancel();
    filler.cancel();
    clearTimeout(closeTimer.current);
  }, [search, filler]);

  const caughtUp = useRef(false);
  // Typing: search with the newest text; shorter text or no provider hides the list (spec s5).
  useEffect(() => {
    const onInput = (): void => {
      if (filling.current) return;
      model.highlight(-1);
      if (provider) preloadPositioning().catch(() => undefined);
      void search.run(provider, input.value, findField('country')?.value ?? '', section).then((outcome) => {
        if (outcome.kind === 'results') model.show(outcome.suggestions.map(toChoice));
        else if (outcome.kind === 'hide') close();
      });
    };
    input.addEventListener('input', onInput);
    // This layer is fetched on the shopper's first focus; what they typed while it was on its way
    // fired no listener of ours, so search it once now rather than wait for the next key.
    if (!caughtUp.current) {
      caughtUp.current = true;
      if (input.ownerDocument.activeElement === input && input.value !== input.defaultValue) onInput();
    }
    return () => input.removeEventListener('input', onInput);
  }, [input, provider, search, section, findField, close, model]);

  const pick = useCallback(async (suggestion: AddressSuggestion) => {
    close();
    if (!provider) return;
    await selectAddress(provider, suggestion.id, filler, logger);
    input.focus();
  }, [close, provider, filler, logger, input]);

  // Keys, blur and outside clicks, only while the list is open (spec s4).
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      const move = MOVES[event.key];
      const chosen = event.key === 'Enter' ? model.activeOption() : undefined;
      if (move) {
        event.preventDefault();
        model.move(move);
      } else if (chosen) {
        event.preventDefault();
        void pick(chosen.suggestion);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    };
    // Delayed so a click on an option, which blurs the field on some devices, lands first.
    const onBlur = (): void => {
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(close, ADDRESS_CLOSE_DELAY_MS);
    };
    const onFocus = (): void => clearTimeout(closeTimer.current);
    const onDocumentClick = (event: MouseEvent): void => {
      const target = event.target as Node | null;
      if (target !== input && !(target && container.contains(target))) close();
    };
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', onFocus);
    input.ownerDocument.addEventListener('click', onDocumentClick);
    return () => {
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', onFocus);
      input.ownerDocument.removeEventListener('click', onDocumentClick);
    };
  }, [open, model, input, container, pick, close]);

  return createPortal(
    <>
      <ul id={listId} className="suggestions-list" role="listbox" aria-label={label}>
        {shown.map((position, index) => {
          const { suggestion } = options[position]!;
          return (
            <SuggestionOption
              key={`${index}:${suggestion.id}`}
              id={optionId(index)}
              suggestion={suggestion}
              active={index === active}
              onActivate={() => model.highlight(index)}
              onPick={() => void pick(suggestion)}
            />
          );
        })}
      </ul>
      {branding !== null && (
        <div
          className="woocommerce-address-autocomplete-branding"
          style={{ display: open ? 'flex' : 'none' }}
          aria-hidden={open ? undefined : true}
          dangerouslySetInnerHTML={{ __html: branding }}
        />
      )}
    </>,
    container,
  );
}
