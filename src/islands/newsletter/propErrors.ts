import { readBundleStrings } from '../../adapters/readBundleStrings.ts';
import { NEWSLETTER_ERROR_CLASS } from '../../core/constants.ts';

export const ERROR_MESSAGE_CLASS = 'mj_form_property_error';

export function describedBy(field: Element, id: string, add: boolean): void {
  const ids = new Set((field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
  if (add) ids.add(id);
  else ids.delete(id);
  if (ids.size > 0) field.setAttribute('aria-describedby', [...ids].join(' '));
  else field.removeAttribute('aria-describedby');
}

/** The id of the message tied to a field in error. */
export function errorNoteId(form: HTMLFormElement, id: string): string {
  return `${form.id || 'newsletter'}-property-${id}-error`;
}

/** Removes every mark a previous answer left (the widget clears `has-error` before each send). */
export function clearPropErrors(form: HTMLFormElement): void {
  for (const field of form.querySelectorAll(`.mj_form_property.${NEWSLETTER_ERROR_CLASS}`)) {
    field.classList.remove(NEWSLETTER_ERROR_CLASS);
    field.removeAttribute('aria-invalid');
  }
  for (const note of form.querySelectorAll(`.${ERROR_MESSAGE_CLASS}`)) {
    for (const field of form.querySelectorAll('[aria-describedby]')) describedBy(field, note.id, false);
    note.remove();
  }
}

/**
 * Marks each `properties[{id}]` field named in prop_errors (contract s3.6): Mailjet's `has-error`
 * class, plus `aria-invalid` and a visible message tied to it with aria-describedby, so the error is
 * not told by a red border alone. Focus moves to the first field in error.
 */
export function markPropErrors(form: HTMLFormElement, ids: readonly string[]): void {
  let first: HTMLElement | undefined;
  const properties = [...form.querySelectorAll<HTMLInputElement>('.mj_form_property')];
  for (const id of ids) {
    // Compared by value, not interpolated into a selector: ids come from the server's answer.
    const field = properties.find((input) => input.name === `properties[${id}]`);
    if (!field) continue;
    field.classList.add(NEWSLETTER_ERROR_CLASS);
    field.setAttribute('aria-invalid', 'true');
    const note = form.ownerDocument.createElement('span');
    note.className = ERROR_MESSAGE_CLASS;
    note.id = errorNoteId(form, id);
    // No platform string exists for this (the widget shows none): the bundle's own.
    note.textContent = readBundleStrings(form.ownerDocument).newsletterFieldError;
    // After the checkbox's own label, so the label stays next to its box.
    (field.labels?.[0] ?? field).after(note);
    describedBy(field, note.id, true);
    first ??= field;
  }
  first?.focus();
}
