import { MAX_STORED_FRAGMENTS_CHARS } from '../constants.ts';
import type { Fragments } from './createFragmentStore.ts';

// Forms and their controls: a stored region must neither replace nor add any (a form control with a
// `form` attribute joins the checkout form from anywhere in the page).
const FORM_PARTS = 'form, input, button, select, textarea';
const FORM_PART_TAG = /<(?:form|input|button|select|textarea)[\t\n\f\r />]/i;

function size(fragments: Fragments): number {
  let total = 0;
  for (const [selector, markup] of Object.entries(fragments)) total += selector.length + markup.length;
  return total;
}

/**
 * A control around a region that submits nothing: a button with no form owner (neither inside a form nor
 * naming one by its `form` attribute). Themes print the header cart's count inside their cart drawer's toggle
 * (Kadence's popout cart), and WooCommerce's own script replaces it there.
 */
function formlessButton(control: Element): boolean {
  return control.tagName === 'BUTTON' && (control as HTMLButtonElement).form === null;
}

/** A region a stored fragment may replace: in the body, not the body itself, no form around or inside it. */
function replaceable(target: Element, body: HTMLElement | null): boolean {
  const around = target.closest(FORM_PARTS);
  const clearAround = around === null || (around !== target && formlessButton(around) && !around.parentElement?.closest(FORM_PARTS));
  return target !== body && Boolean(body?.contains(target)) && clearAround && !target.querySelector(FORM_PARTS);
}

function targetsReplaceable(selector: string, root: Document): boolean {
  try {
    return [...root.querySelectorAll(selector)].every((target) => replaceable(target, root.body));
  } catch {
    return false;
  }
}

/**
 * Whether fragments read from storage may be applied with no request (beyond the legacy script, issue
 * #26). Storage is writable by any script of the origin, so a stored map is held to what a cart answer
 * looks like: within MAX_STORED_FRAGMENTS_CHARS, every selector valid, every region it matches inside the
 * body and clear of forms (never `form.checkout`, never a region holding one or in one; inside a control only
 * when that is a button of no form), and no form or control in its markup. Anything else is not an error: the caller asks the server, whose answer applies as sent.
 */
export function storedFragmentsAllowed(fragments: Fragments, root: Document): boolean {
  if (size(fragments) > MAX_STORED_FRAGMENTS_CHARS) return false;
  return Object.entries(fragments).every(([selector, markup]) => !FORM_PART_TAG.test(markup) && targetsReplaceable(selector, root));
}
