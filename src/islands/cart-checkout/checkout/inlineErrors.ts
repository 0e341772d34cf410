import { INLINE_ERROR_CLASS } from '../../../core/constants.ts';

const named = (group: Element): HTMLElement[] => [...group.querySelectorAll<HTMLElement>('li[data-id]')].filter((li) => li.dataset.id);

/**
 * checkout.js wrapMessagesInsideLink (WooCommerce 9.9+): each message naming a field (`data-id`) becomes
 * a link to that field, so the notice leads to what must be fixed. The href is a fragment only.
 */
export function linkMessagesToFields(group: Element): void {
  const doc = group.ownerDocument;
  for (const item of named(group)) {
    const link = doc.createElement('a');
    link.href = `#${item.dataset.id}`;
    link.append(...item.childNodes);
    item.append(link);
  }
}

/** Removes every inline message a failed place order wrote (checkout.js, first thing on each answer). */
export function removeInlineErrors(doc: Document): void {
  doc.querySelectorAll(`.${INLINE_ERROR_CLASS}`).forEach((n) => n.remove());
}

/**
 * checkout.js show_inline_errors (WooCommerce 9.9+): under each field a message names, the message's
 * text as `p#{id}_description.checkout-inline-error-message`; the field is marked aria-invalid and
 * described by it. Ids come from the answer, so fields are found with getElementById, never a selector.
 */
export function showInlineErrors(form: HTMLFormElement, group: Element): void {
  const doc = form.ownerDocument;
  for (const item of named(group)) {
    const id = item.dataset.id ?? '';
    const field = doc.getElementById(id);
    const row = field?.closest('.form-row');
    const text = (item.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!field || !row || text === '') continue;
    const message = doc.createElement('p');
    message.id = `${id}_description`;
    message.className = INLINE_ERROR_CLASS;
    message.textContent = text;
    row.append(message);
    field.setAttribute('aria-describedby', message.id);
    field.setAttribute('aria-invalid', 'true');
  }
}
