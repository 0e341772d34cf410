import { askFormHook, checkoutFormObject } from '../../../adapters/formHooks.ts';
import { navigateTo } from '../../../adapters/browser.ts';
import { onJQueryTriggeredSubmit } from '../../../adapters/jqueryTriggeredSubmit.ts';
import { checkoutAnswerReader } from '../../../core/checkout/index.ts';
import type { CheckoutConfig } from '../../../core/checkout/index.ts';
import type { EventBus } from '../../../core/events/index.ts';
import { formFields, request } from '../../../core/http/index.ts';
import { safeNavigationUrl } from '../../../core/url/index.ts';
import { runBusy } from '../../../island-kit/runBusy.ts';
import { replaceNotices, revealNotice } from '../../../island-kit/wcNotices.ts';
import { validateAll } from './fieldValidation.ts';
import { linkMessagesToFields, removeInlineErrors, showInlineErrors } from './inlineErrors.ts';
import type { PaymentMethods } from './paymentMethods.ts';

/**
 * checkout.js submit: gateways may veto (`checkout_place_order`, `checkout_place_order_{id}`), the form
 * is marked `processing` and blocked so a second click or Enter sends nothing, the form goes to
 * wc-ajax=checkout, and the answer redirects (http(s) only), reloads, refreshes or shows its messages.
 */
export function bindPlaceOrder(form: HTMLFormElement, config: CheckoutConfig, bus: EventBus, payments: PaymentMethods): () => void {
  const doc = form.ownerDocument;
  const view = doc.defaultView ?? window;
  const wcForm = checkoutFormObject(form, payments.chosen);
  // checkout.js attachUnloadEventsOnSubmit: while the order is being placed, leaving or reloading the
  // page asks first (the browser's own wording), so a shopper does not abandon an order whose outcome
  // is unknown, or pay twice by resubmitting after a reload. Detached as soon as the answer arrives.
  const askBeforeLeaving = (event: BeforeUnloadEvent): void => event.preventDefault();
  const guardLeave = (on: boolean): void => {
    if (on) view.addEventListener('beforeunload', askBeforeLeaving);
    else view.removeEventListener('beforeunload', askBeforeLeaving);
  };
  /** checkout.js submit_error; with the answer's messages (`inline`), also the messages under their fields. */
  const fail = (unblock: () => void, html: string, inline = false): void => {
    const group = replaceNotices(doc, html, {
      clear: '.woocommerce-NoticeGroup-checkout, .woocommerce-error, .woocommerce-message, .is-error, .is-success',
      className: 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout',
      place: (notices) => {
        if (inline) linkMessagesToFields(notices);
        form.prepend(notices);
      },
    });
    unblock();
    validateAll(form);
    if (inline) showInlineErrors(form, group);
    revealNotice(group);
    bus.emit('checkout_error', html);
  };
  /** Leaving (to the order received page, or reloading): the form stays blocked and `processing`. */
  let leaving = false;
  const send = async (body: URLSearchParams, unblock: () => void): Promise<void> => {
    guardLeave(true);
    const result = await request(new URL(config.checkoutUrl, doc.baseURI).href, { form: body, read: checkoutAnswerReader() });
    guardLeave(false);
    // No answer at all: the generic error, the inline errors of the last attempt left as they were.
    if (!result.ok && result.error.kind !== 'malformed') {
      fail(unblock, `<div class="woocommerce-error">${config.checkoutErrorHtml}</div>`);
      return;
    }
    removeInlineErrors(doc);
    const answer = result.ok ? result.value : null;
    const target = answer?.result === 'success' ? safeNavigationUrl(answer.redirect, doc.baseURI) : undefined;
    if (answer && target && askFormHook(form, 'checkout_place_order_success', [answer, wcForm])) {
      leaving = true;
      navigateTo(target);
      return;
    }
    if (answer?.reload === true) {
      leaving = true;
      window.location.reload();
      return;
    }
    if (answer?.refresh === true) bus.emit('update_checkout');
    const messages = answer?.messages ? answer.messages : null;
    fail(unblock, messages ?? `<div class="woocommerce-error">${config.checkoutErrorHtml}</div>`, messages !== null);
  };
  const place = (): void => {
    if (form.classList.contains('processing')) return;
    const method = payments.chosen();
    if (!askFormHook(form, 'checkout_place_order', [wcForm]) || !askFormHook(form, `checkout_place_order_${method}`, [wcForm])) return;
    // FormData is read before blocking: jQuery's serialize() sent the same fields (no submit button).
    const body = formFields(form);
    void runBusy({ block: [form], processing: true, keepBlocked: () => leaving }, (unblock) => send(body, unblock));
  };
  const onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    place();
  };
  form.addEventListener('submit', onSubmit);
  // A gateway's own `$form.trigger( 'submit' )` (Stripe) fires no DOM event.
  const offTriggered = onJQueryTriggeredSubmit(form, place);
  return () => {
    form.removeEventListener('submit', onSubmit);
    offTriggered();
    guardLeave(false);
  };
}
