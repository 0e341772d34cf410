import type { JQueryEventLike } from '../core/events/index.ts';
import { getPageJQuery } from './jquery.ts';

/**
 * checkout.js listened for the form's `submit` with jQuery, and gateways rely on it: Stripe's classic checkout
 * vetoes the first place order, creates its payment method, then submits with `$form.trigger( 'submit' )`
 * (docs/reference/payment-gateways.md s1). jQuery's trigger runs only jQuery's own handlers and then calls the
 * form's native `submit()`, which fires no submit event, so a DOM listener never hears it and the browser would
 * post the whole page. When jQuery is on the page, this hears such a submit, hands it to `place`, and stops the
 * native post. Native submits (a click, Enter) carry `originalEvent` and are left to the DOM listener.
 */
export function onJQueryTriggeredSubmit(form: HTMLFormElement, place: () => void): () => void {
  const $ = getPageJQuery();
  if (!$) return () => undefined;
  const handler = (event: JQueryEventLike): false | undefined => {
    if (event.originalEvent !== undefined) return undefined;
    place();
    return false;
  };
  $(form).on('submit', handler);
  return () => {
    $(form).off('submit', handler);
  };
}
