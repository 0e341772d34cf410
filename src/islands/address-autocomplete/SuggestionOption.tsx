import { highlightSegments } from '../../core/address/index.ts';
import type { AddressSuggestion } from '../../core/address/index.ts';

export interface SuggestionOptionProps {
  readonly id: string;
  readonly suggestion: AddressSuggestion;
  readonly active: boolean;
  readonly onActivate: () => void;
  readonly onPick: () => void;
}

/**
 * One `role=option` (APG combobox). The label is rendered as text with matched runs in `<strong>`,
 * never as HTML. The name is the option's own text: Safari's VoiceOver ignores aria-label on options.
 */
export function SuggestionOption({ id, suggestion, active, onActivate, onPick }: SuggestionOptionProps) {
  return (
    <li
      id={id}
      role="option"
      data-id={suggestion.id}
      className={active ? 'active' : undefined}
      aria-selected={active ? true : undefined}
      onMouseEnter={onActivate}
      // Keeps focus in the field, so choosing with the mouse does not start the blur close.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
    >
      {highlightSegments(suggestion.label, suggestion.matchedSubstrings).map((segment, index) =>
        segment.match ? <strong key={index}>{segment.text}</strong> : segment.text,
      )}
    </li>
  );
}
