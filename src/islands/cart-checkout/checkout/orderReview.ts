import { ajaxEndpoint } from '../../../core/cart/ajaxEndpoint.ts';
import { ORDER_REVIEW_REGIONS, UPDATE_CHECKOUT_DELAY_MS } from '../../../core/constants.ts';
import { createLatestOnly, elementFromHtml, checkoutAnswerReader } from '../../../core/checkout/index.ts';
import type { CheckoutConfig } from '../../../core/checkout/index.ts';
import type { EventBus, WcEventMap } from '../../../core/events/index.ts';
import { createScriptRunner, type ScriptRunner } from '../../../core/fragments/index.ts';
import { formFields, request } from '../../../core/http/index.ts';
import { runBusy } from '../../../island-kit/runBusy.ts';
import { replaceNotices, revealNotice } from '../../../island-kit/wcNotices.ts';
import { validateAll } from './fieldValidation.ts';
import type { PaymentMethods } from './paymentMethods.ts';

type UpdateArgs = WcEventMap['update_checkout'];

const value = (form: HTMLFormElement, id: string): string => {
  const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`);
  return field?.value ?? '';
};

/**
 * checkout.js: every shown required address row has a value. The server then marks shipping as
 * calculated (WC_Customer::set_calculated_shipping), which rates and totals may depend on.
 */
function hasFullAddress(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll<HTMLElement>('.address-field.validate-required')]
    .filter((row) => row.offsetParent !== null)
    .every((row) => row.querySelector<HTMLInputElement | HTMLSelectElement>('input, select, textarea')?.value !== '');
}

/** checkout.js update_checkout_action's request: the address (billing, or shipping when ticked), rates and the whole form. */
function requestData(form: HTMLFormElement, config: CheckoutConfig, payment: string, args: UpdateArgs): URLSearchParams {
  const ship = form.querySelector<HTMLInputElement>('#ship-to-different-address input')?.checked === true;
  const from = (key: string): string => value(form, ship ? `shipping_${key}` : `billing_${key}`);
  const data = new URLSearchParams({
    security: config.updateOrderReviewNonce, payment_method: payment,
    country: value(form, 'billing_country'), state: value(form, 'billing_state'), postcode: value(form, 'billing_postcode'),
    city: value(form, 'billing_city'), address: value(form, 'billing_address_1'), address_2: value(form, 'billing_address_2'),
    s_country: from('country'), s_state: from('state'), s_postcode: from('postcode'), s_city: from('city'),
    s_address: from('address_1'), s_address_2: from('address_2'), has_full_address: String(hasFullAddress(form)),
    post_data: formFields(form).toString(),
  });
  if (args?.update_shipping_method !== false) {
    form.ownerDocument.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]')
      .forEach((f) => data.set(`shipping_method[${f.dataset.index ?? '0'}]`, f.value));
  }
  return data;
}

/** Payment fields (card forms a gateway drew) and the terms box survive the payment section's replacement. */
function keepPaymentInputs(doc: Document): () => void {
  const terms = doc.querySelector<HTMLInputElement>('#terms')?.checked === true;
  const values = new Map<string, string>();
  doc.querySelectorAll<HTMLInputElement>('.payment_box input[id], .payment_box select[id], .payment_box textarea[id]').forEach((f) => values.set(f.id, f.value));
  return () => {
    const box = doc.querySelector<HTMLInputElement>('#terms');
    if (terms && box) box.checked = true;
    values.forEach((v, id) => {
      const field = doc.getElementById(id) as HTMLInputElement | null;
      if (field && field.type !== 'checkbox' && field.type !== 'radio') field.value = v;
    });
  };
}

const scriptsOf = (element: Element): HTMLScriptElement[] =>
  element instanceof HTMLScriptElement ? [element] : [...element.querySelectorAll('script')];

/**
 * checkout.js replaces each region whose markup changed with jQuery's replaceWith, so the new markup's scripts
 * (a gateway's, a pixel's) run once per answer that changed it, before the next fragment goes in, as the cart
 * fragments' do (docs/reference/fragment-scripts.md). The markup is parsed inert; `runner` runs them.
 */
function applyFragments(doc: Document, fragments: Readonly<Record<string, unknown>> | readonly unknown[], last: Map<string, string>, runner: ScriptRunner): void {
  for (const [selector, html] of Object.entries(fragments)) {
    if (typeof html !== 'string') continue;
    const current = doc.querySelector(selector);
    const next = current && last.get(selector) !== html ? elementFromHtml(html, doc) : null;
    if (current && next) {
      current.replaceWith(next);
      runner.run(scriptsOf(next));
    }
    last.set(selector, html);
  }
}

/**
 * update_order_review as checkout.js runs it: `update_checkout` (from us or any plugin) starts a 5 ms
 * timer; each request aborts the previous one, so only the newest answer is applied; the review table
 * and payment section are blocked meanwhile and replaced by the answer's fragments.
 */
export function createOrderReview(form: HTMLFormElement, config: CheckoutConfig, bus: EventBus, payments: PaymentMethods): () => void {
  const doc = form.ownerDocument;
  const lastFragments = new Map<string, string>();
  const runner = createScriptRunner(doc);
  const regions = (): HTMLElement[] => [...doc.querySelectorAll<HTMLElement>(ORDER_REVIEW_REGIONS)];
  // An aborted refresh leaves the regions blocked for the newer one that aborted it: unblocking them
  // now would let the shopper act on a review that is about to be replaced.
  const latest = createLatestOnly<UpdateArgs>((args, signal) => runBusy({ block: regions(), keepBlocked: () => signal.aborted }, async () => {
    try {
      const result = await request(ajaxEndpoint(config.wcAjaxUrl, 'update_order_review'), { form: requestData(form, config, payments.chosen(), args), signal, read: checkoutAnswerReader() });
      // An aborted or failed refresh leaves the last good review in place (checkout.js shows nothing either);
      // an answer that is not the review's JSON still ends the refresh (checkout.js' success handler ran).
      if (signal.aborted || (!result.ok && result.error.kind !== 'malformed')) return;
      const answer = result.ok ? result.value : null;
      if (answer?.reload === true) {
        window.location.reload();
        return;
      }
      doc.querySelectorAll('.woocommerce-NoticeGroup-updateOrderReview').forEach((n) => n.remove());
      const restore = keepPaymentInputs(doc);
      if (answer?.fragments) applyFragments(doc, answer.fragments, lastFragments, runner);
      restore();
      if (answer?.result === 'failure') {
        const group = replaceNotices(doc, answer.messages ?? '', {
          clear: '.woocommerce-error, .woocommerce-message, .is-error, .is-success',
          className: 'woocommerce-NoticeGroup woocommerce-NoticeGroup-updateOrderReview',
          place: (notices) => form.prepend(notices),
        });
        validateAll(form);
        revealNotice(group);
      }
      payments.init();
      bus.emit('updated_checkout', answer ?? undefined);
    } catch {
      // A listener or gateway script that throws leaves the review as drawn so far.
    }
  }));
  const off = bus.on('update_checkout', (args) => latest.schedule(args, UPDATE_CHECKOUT_DELAY_MS));
  // checkout.js init_checkout: the checkout (ours on load, or a plugin's trigger) asks for its review.
  const offInit = bus.on('init_checkout', () => bus.emit('update_checkout'));
  return () => {
    off();
    offInit();
    latest.cancelTimer();
  };
}
