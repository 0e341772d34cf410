import { askFormHook, checkoutFormObject } from '../../adapters/formHooks.ts';
import { navigateTo } from '../../adapters/browser.ts';
import { onJQueryTriggeredSubmit } from '../../adapters/jqueryTriggeredSubmit.ts';
import { blockElement, unblockElement } from '../../core/cart/blockElement.ts';
import { parseCheckoutAnswer, requestText } from '../../core/checkout/index.ts';
import type { CheckoutConfig } from '../../core/checkout/index.ts';
import type { EventBus } from '../../core/events/index.ts';
import { safeNavigationUrl } from '../../core/url/index.ts';
import { noticeGroup, removeNotices, revealNotice } from '../shared/wcNotices.ts';
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
  const fail = (html: string, inline = false): void => {
    removeNotices(doc, '.woocommerce-NoticeGroup-checkout, .woocommerce-error, .woocommerce-message, .is-error, .is-success');
    const group = noticeGroup(doc, html, 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout');
    if (inline) linkMessagesToFields(group);
    form.prepend(group);
    form.classList.remove('processing');
    unblockElement(form);
    validateAll(form);
    if (inline) showInlineErrors(form, group);
    revealNotice(group);
    bus.emit('checkout_error', html);
  };
  const send = async (body: URLSearchParams): Promise<void> => {
    let text: string;
    try {
      text = await requestText(new URL(config.checkoutUrl, doc.baseURI).href, { body });
    } catch {
      guardLeave(false);
      fail(`<div class="woocommerce-error">${config.checkoutErrorHtml}</div>`);
      return;
    }
    guardLeave(false);
    removeInlineErrors(doc);
    const answer = parseCheckoutAnswer(text);
    const target = answer?.result === 'success' ? safeNavigationUrl(answer.redirect, doc.baseURI) : undefined;
    if (answer && target && askFormHook(form, 'checkout_place_order_success', [answer, wcForm])) {
      navigateTo(target);
      return;
    }
    if (answer?.reload === true) {
      window.location.reload();
      return;
    }
    if (answer?.refresh === true) bus.emit('update_checkout');
    const messages = typeof answer?.messages === 'string' && answer.messages !== '' ? answer.messages : null;
    fail(messages ?? `<div class="woocommerce-error">${config.checkoutErrorHtml}</div>`, messages !== null);
  };
  const place = (): void => {
    if (form.classList.contains('processing')) return;
    const method = payments.chosen();
    if (!askFormHook(form, 'checkout_place_order', [wcForm]) || !askFormHook(form, `checkout_place_order_${method}`, [wcForm])) return;
    form.classList.add('processing');
    // FormData is read before blocking: jQuery's serialize() sent the same fields (no submit button).
    const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    blockElement(form);
    guardLeave(true);
    void send(body);
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
