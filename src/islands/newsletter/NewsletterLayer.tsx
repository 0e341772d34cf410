import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { NEWSLETTER_ERROR_CLASS } from '../../core/constants.ts';
import type { NewsletterState } from '../../core/newsletter/index.ts';
import { readBundleStrings } from '../../adapters/readBundleStrings.ts';
import { describedBy, ERROR_MESSAGE_CLASS, errorNoteId } from './propErrors.ts';

/** A field named in prop_errors: Mailjet's has-error class, aria-invalid, and a message tied to it. */
function FieldError({ form, field, id }: { form: HTMLFormElement; field: HTMLInputElement; id: string }) {
  const note = useRef<HTMLSpanElement>(null);
  const noteId = errorNoteId(form, id);
  const anchor = field.labels?.[0] ?? field;
  useLayoutEffect(() => {
    // After the checkbox's own label, so the label stays next to its box (portals append at the end).
    if (note.current && anchor.nextSibling !== note.current) anchor.after(note.current);
    field.classList.add(NEWSLETTER_ERROR_CLASS);
    field.setAttribute('aria-invalid', 'true');
    describedBy(field, noteId, true);
    return () => {
      field.classList.remove(NEWSLETTER_ERROR_CLASS);
      field.removeAttribute('aria-invalid');
      describedBy(field, noteId, false);
    };
  }, [anchor, field, noteId]);
  const parent = anchor.parentElement;
  return parent ? createPortal(<span ref={note} className={ERROR_MESSAGE_CLASS} id={noteId}>{readBundleStrings(form.ownerDocument).newsletterFieldError}</span>, parent) : null;
}

export interface NewsletterLayerProps {
  readonly form: HTMLFormElement;
  /** `.mailjet_widget_form_message`, a polite live region since mount. */
  readonly message: HTMLElement | null;
  readonly state: NewsletterState;
}

/**
 * What the newsletter island draws (spec s3, s7): the answer as text in the widget's message, and a
 * mark per field in error, with focus moved to the first. The state is core's; this only renders it.
 */
export function NewsletterLayer({ form, message, state }: NewsletterLayerProps) {
  const view = useSyncExternalStore(state.subscribe, state.current, state.current);
  const properties = [...form.querySelectorAll<HTMLInputElement>('.mj_form_property')];
  // Compared by value, not interpolated into a selector: ids come from the server's answer.
  const fields = view.errorIds
    .map((id) => ({ id, field: properties.find((input) => input.name === `properties[${id}]`) }))
    .filter((entry): entry is { id: string; field: HTMLInputElement } => entry.field !== undefined);
  const first = fields[0]?.field;
  useLayoutEffect(() => {
    first?.focus();
  }, [first, view.answer]);
  return (
    <>
      {fields.map(({ id, field }) => <FieldError key={`${view.answer}:${id}`} form={form} field={field} id={id} />)}
      {message && view.message !== null ? createPortal(view.message, message) : null}
    </>
  );
}
