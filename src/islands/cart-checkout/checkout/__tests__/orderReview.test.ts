import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../../core/events/index.ts';
import type { CheckoutConfig } from '../../../../core/checkout/index.ts';
import { createOrderReview } from '../orderReview.ts';
import type { PaymentMethods } from '../paymentMethods.ts';

const CONFIG: CheckoutConfig = {
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%', checkoutUrl: '/?wc-ajax=checkout', updateOrderReviewNonce: 'n',
  applyCouponNonce: 'a', removeCouponNonce: 'r', checkoutErrorHtml: '', isCheckout: true,
};
const PAYMENTS: PaymentMethods = { init: () => undefined, chosen: () => 'cod', destroy: () => undefined };

const review = (total: string, script = ''): string =>
  `<table class="shop_table woocommerce-checkout-review-order-table"><tfoot><tr class="order-total"><td><strong>${total}</strong>${script}</td></tr></tfoot></table>`;
const payment = (script: string): string =>
  `<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods"></ul>${script}</div>`;

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A checkout whose update_order_review answers are `answers`, in turn; returns a way to ask for the next one. */
function checkoutAnswering(answers: Array<Record<string, string>>): { update: () => Promise<void> } {
  document.body.innerHTML = `<form class="checkout woocommerce-checkout">${review('$10')}${payment('')}</form>`;
  const queue = [...answers];
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ result: 'success', messages: '', reload: false, fragments: queue.shift() }))));
  const bus = createEventBus();
  unmount = createOrderReview(document.querySelector('form')!, CONFIG, bus, PAYMENTS);
  const update = async (): Promise<void> => {
    const updated = new Promise<void>((resolve) => { const off = bus.on('updated_checkout', () => { off(); resolve(); }); });
    bus.emit('update_checkout');
    await updated;
  };
  return { update };
}

/** The code of every script handed to the head to run (how jQuery's DOMEval runs a fragment script), in order. */
const ranScripts = (): (() => string[]) => {
  const append = vi.spyOn(document.head, 'append');
  return () => append.mock.calls.map(([script]) => (script as HTMLScriptElement).text);
};

describe('update_order_review fragments (checkout.js replaceWith)', () => {
  it("runs a changed region's scripts once per answer, in document order, and not again while its markup is unchanged", async () => {
    const pixel = '<script>track("checkout")</script>';
    const checkout = checkoutAnswering([
      { '.woocommerce-checkout-review-order-table': review('$12', '<script>first()</script>'), '.woocommerce-checkout-payment': payment(pixel) },
      { '.woocommerce-checkout-review-order-table': review('$12', '<script>first()</script>'), '.woocommerce-checkout-payment': payment(pixel) },
      { '.woocommerce-checkout-review-order-table': review('$14', '<script>first()</script>'), '.woocommerce-checkout-payment': payment(pixel) },
    ]);
    const ran = ranScripts();
    await checkout.update();
    expect(document.querySelector('.order-total strong')?.textContent).toBe('$12');
    expect(ran()).toEqual(['first()', 'track("checkout")']);
    await checkout.update();
    expect(ran()).toEqual(['first()', 'track("checkout")']);
    await checkout.update();
    expect(document.querySelector('.order-total strong')?.textContent).toBe('$14');
    expect(ran()).toEqual(['first()', 'track("checkout")', 'first()']);
  });

  it('leaves the inserted scripts in place without running them a second time, and runs none of a type jQuery skips', async () => {
    const checkout = checkoutAnswering([{ '.woocommerce-checkout-payment': payment('<script>gateway()</script><script type="application/ld+json">{}</script>') }]);
    const ran = ranScripts();
    await checkout.update();
    expect(ran()).toEqual(['gateway()']);
    expect(document.querySelectorAll('#payment script')).toHaveLength(2);
    expect(document.head.querySelector('script')).toBeNull();
  });
});
