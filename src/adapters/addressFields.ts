import type { JQueryCollectionLike, JQueryEventLike } from '../core/events/index.ts';
import { getPageJQuery } from './jquery.ts';

type JQueryWithClass = JQueryCollectionLike & { hasClass?: (name: string) => boolean };

/**
 * Sets a checkout field and tells the page's scripts (contract s5.6 'Setting a field value'). The
 * change event bubbles, unlike WooCommerce's, so delegated listeners (the country/state script, the
 * totals update) hear it. A select2/selectWoo-enhanced select is told through jQuery instead: its
 * widget redraws on jQuery's change, and jQuery's trigger also reaches delegated jQuery handlers, so
 * each handler runs once rather than twice.
 */
export function setAddressFieldValue(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string): void {
  field.value = value;
  const $ = getPageJQuery();
  if ($ && field.classList.contains('select2-hidden-accessible')) {
    ($(field) as JQueryWithClass).trigger($.Event('change'));
    return;
  }
  if (!(field instanceof HTMLSelectElement)) field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Calls `listener` when a field changes: native `change`, and, when jQuery is on the page, the
 * jQuery-triggered `change` and `select2:select` that enhanced selects fire without a native event.
 * jQuery also sees native events; those (with an originalEvent) are left to the native listener.
 */
export function onFieldChange(field: HTMLElement, listener: () => void): () => void {
  field.addEventListener('change', listener);
  const $ = getPageJQuery();
  const onJQuery = (event: JQueryEventLike): void => {
    if (!event.originalEvent) listener();
  };
  $?.(field).on('change select2:select', onJQuery);
  return () => {
    field.removeEventListener('change', listener);
    $?.(field).off('change select2:select', onJQuery);
  };
}
