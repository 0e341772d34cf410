import type { AttributionValues } from '../../core/attribution/index.ts';

/** The group element WooCommerce prints in its checkout and register forms (contract s4.3). */
export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';

const CHECKOUT_FORM = 'form.checkout, form.woocommerce-checkout';
const isForm = (element: Element): element is HTMLFormElement => element.localName === 'form';

/**
 * Writes one hidden input per field, `{prefix}{field}` (contract s4.3; spec s3).
 *
 * Deduplication follows WooCommerce 11.0.1, the version of the fixtures: since 10.5 the server may
 * stamp `<wc-order-attribution-inputs>` several times (filter `wc_order_attribution_allow_multiple_elements`,
 * default true; `stamp_checkout_html_element_once` is deprecated), and order-attribution.js
 * (plugins/woocommerce/assets/js/frontend/order-attribution.js @ 11.0.1, `removeDuplicateInputGroups`,
 * run before every update of the values) keeps only the FIRST group of the whole page in document
 * order and removes every other one, whichever form it is in: one group per page, not one per form.
 * Deliberate difference: the kept group is the first one inside the classic checkout form when there
 * is one. Stripe's gateway echoes its own group for express checkout outside that form
 * (`add_order_attribution_inputs`), and were it first, WooCommerce's rule would leave the checkout form
 * posting no attribution; its express checkout reads the first group left on the page, which is ours.
 * Only a page with no group at all (older WooCommerce printed the inputs straight into the form) is
 * filled per form: inputs already there are updated in place, missing ones go into one new group.
 */
export function syncAttributionInputs(targets: Iterable<HTMLElement>, values: AttributionValues, prefix: string): void {
  const connected = [...targets].filter((target) => target.isConnected);
  const doc = connected[0]?.ownerDocument;
  if (!doc) return;
  const groups = [...doc.querySelectorAll<HTMLElement>(INPUTS_ELEMENT)];
  const kept = groups.find((group) => group.closest(CHECKOUT_FORM)) ?? groups[0];
  for (const duplicate of groups) if (duplicate !== kept) duplicate.remove();
  if (kept) {
    fill(kept, () => kept, values, prefix);
    return;
  }
  const forms = new Set<HTMLFormElement>();
  for (const target of connected) {
    const form = isForm(target) ? target : target.closest('form');
    if (form) forms.add(form);
  }
  for (const form of forms) {
    let group: HTMLElement | undefined;
    // Created on first need, once: every missing input of the form goes into the same new group.
    const host = (): HTMLElement => (group ??= form.appendChild(form.ownerDocument.createElement(INPUTS_ELEMENT)));
    fill(form, host, values, prefix);
  }
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
