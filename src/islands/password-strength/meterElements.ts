import { PASSWORD_HINT_CLASS, PASSWORD_STRENGTH_METER_CLASS, PASSWORD_STRENGTH_METER_ID } from '../../core/constants.ts';
import type { StrengthVerdict } from '../../core/password/index.ts';

const METER_CLASSES = ['short', 'bad', 'good', 'strong'] as const;

/**
 * The meter password-strength-meter.js adds (my-account.md s3): `div#password_strength` with role alert,
 * after the show/hide wrapper when the field has one (else after the field), named by the field's
 * `aria-describedby` while it shows. Created on the first typed character, hidden (not removed) when
 * the field is emptied, and the hint (`small.woocommerce-password-hint`) right after it for weak scores.
 */
export interface MeterElements {
  /** Shows the verdict for a non-empty field. */
  show(verdict: StrengthVerdict, hintText: string): void;
  /** Hides the meter and its hint (the field is empty). */
  hide(): void;
  remove(): void;
}

function anchorOf(field: HTMLInputElement): Element {
  const parent = field.parentElement;
  return parent?.classList.contains('password-input') ? parent : field;
}

export function meterElements(field: HTMLInputElement): MeterElements {
  const doc = field.ownerDocument;
  let meter: HTMLElement | null = null;
  let hint: HTMLElement | null = null;
  const dropHint = (): void => {
    hint?.remove();
    hint = null;
  };
  const create = (): HTMLElement => {
    const element = doc.createElement('div');
    element.id = PASSWORD_STRENGTH_METER_ID;
    element.className = PASSWORD_STRENGTH_METER_CLASS;
    element.setAttribute('role', 'alert');
    // Looked up when first needed: the show/hide button may have wrapped the field since mount.
    anchorOf(field).after(element);
    return element;
  };
  return {
    show(verdict, hintText) {
      meter ??= create();
      meter.style.removeProperty('display');
      field.setAttribute('aria-describedby', PASSWORD_STRENGTH_METER_ID);
      meter.classList.remove(...METER_CLASSES);
      if (verdict.className) meter.classList.add(verdict.className);
      // Unchanged text is not written again: a role=alert region re-announces every write.
      if (meter.textContent !== verdict.text) meter.textContent = verdict.text;
      if (!verdict.hint) return dropHint();
      if (!hint) {
        hint = doc.createElement('small');
        hint.className = PASSWORD_HINT_CLASS;
        hint.textContent = hintText;
      }
      meter.after(hint);
    },
    hide() {
      // As jQuery's hide(): an inline display, which a theme's display rule on the meter cannot undo.
      if (meter) meter.style.display = 'none';
      dropHint();
      field.removeAttribute('aria-describedby');
    },
    remove() {
      meter?.remove();
      dropHint();
      meter = null;
    },
  };
}
