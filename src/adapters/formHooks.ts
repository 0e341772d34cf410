import { dispatchBesideJQuery } from '../core/events/index.ts';
import { getPageJQuery } from './jquery.ts';

/**
 * checkout.js runs some hooks on the form, not on body, with `triggerHandler` (handlers only, no
 * bubbling): `checkout_place_order`, `checkout_place_order_{gateway}` and
 * `checkout_place_order_success`. Gateways veto by returning false. We ask jQuery handlers with
 * WooCommerce's arguments when jQuery is on the page, and always dispatch a cancelable DOM event on
 * the form (detail: the same arguments) that vanilla listeners veto with preventDefault.
 * Returns false when anyone vetoed.
 */
export function askFormHook(form: HTMLFormElement, name: string, args: readonly unknown[]): boolean {
  const event = new CustomEvent(name, { detail: args, bubbles: false, cancelable: true });
  const $ = getPageJQuery();
  // jQuery's own listener on the form would otherwise run its handlers a second time, without arguments.
  dispatchBesideJQuery(form, event, $);
  let allowed = !event.defaultPrevented;
  if ($) {
    try {
      const wrapped = args.map((a) => (a === form ? $(form) : a));
      allowed = $(form).triggerHandler($.Event(name), wrapped as unknown[]) !== false && allowed;
    } catch (error) {
      // A throwing gateway handler must not leave the button stuck; WooCommerce would stop here too.
      console.error(error);
      return false;
    }
  }
  return allowed;
}

/** The stand-in for checkout.js' `wc_checkout_form` object that gateway handlers receive. */
export function checkoutFormObject(form: HTMLFormElement, paymentMethod: () => string): Record<string, unknown> {
  const $ = getPageJQuery();
  return {
    $checkout_form: $ ? $(form) : form,
    get_payment_method: paymentMethod,
    $order_review: form.querySelector('#order_review'),
  };
}
