import type { AttributionValues } from '../../core/attribution/index.ts';

/** The group element WooCommerce prints in its checkout and register forms (contract s4.3). */
export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';

const isForm = (element: Element): element is HTMLFormElement => element.localName === 'form';

/**
 * Writes one hidden input per field, `{prefix}{field}`, into each target (contract s4.3; spec s3).
 * A target is a form, or a group outside any form. WooCommerce's dedupe rules apply: a form keeps
 * its first group and loses the others (a form without one gets one), and of the groups outside any
 * form only the first in document order is kept. Inputs the server printed directly (older
 * WooCommerce) are updated in place rather than duplicated.
 */
export function syncAttributionInputs(targets: Iterable<HTMLElement>, values: AttributionValues, prefix: string): void {
  const forms = new Set<HTMLFormElement>();
  const loose: HTMLElement[] = [];
  for (const target of targets) {
    if (!target.isConnected) continue;
    const form = isForm(target) ? target : target.closest('form');
    if (form) forms.add(form);
    else loose.push(target);
  }
  for (const form of forms) {
    const [existing, ...duplicates] = form.querySelectorAll<HTMLElement>(INPUTS_ELEMENT);
    for (const duplicate of duplicates) duplicate.remove();
    let group = existing;
    // Created on first need, once: every missing input of the form goes into the same new group.
    const host = (): HTMLElement => (group ??= form.appendChild(form.ownerDocument.createElement(INPUTS_ELEMENT)));
    fill(form, host, values, prefix);
  }
  const [first, ...others] = loose.sort(documentOrder);
  for (const other of others) other.remove();
  if (first) fill(first, () => first, values, prefix);
}

function documentOrder(a: Node, b: Node): number {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

function fill(scope: HTMLElement, host: () => HTMLElement, values: AttributionValues, prefix: string): void {
  const inputs = [...scope.querySelectorAll('input')];
  for (const [field, value] of Object.entries(values)) {
    const name = `${prefix}${field}`;
    // Compared as properties, never spliced into a selector or markup: values come from the URL.
    let matching = inputs.filter((input) => input.name === name);
    if (!matching.length) matching = [host().appendChild(hiddenInput(scope.ownerDocument, name))];
    for (const input of matching) input.value = value ?? '';
  }
}

function hiddenInput(doc: Document, name: string): HTMLInputElement {
  const input = doc.createElement('input');
  input.type = 'hidden';
  input.name = name;
  return input;
}
