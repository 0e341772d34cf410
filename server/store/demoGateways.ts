import type { Posted } from './posted.ts';

/**
 * Stand-ins for two payment gateways' server sides (issue #32, docs/reference/payment-gateways.md), so the demo
 * can prove the checkout's contract with our own fixtures of their scripts (`?compat=stripe-classic`,
 * `?compat=paypal-buttons`). A store owner enables a plugin; a test enables these with a cookie (a comma list).
 * Each box is the markup its script looks for; each accepts an order only with what its script adds to the form.
 */
export const DEMO_GATEWAYS_COOKIE = 'wc_islands_demo_gateways';

export interface DemoGateway {
  readonly id: string;
  readonly title: string;
  /** Inside the payment box: where the gateway's script draws its fields. */
  readonly box: string;
  /** After the Place order button (`woocommerce_review_order_after_submit`). */
  readonly afterSubmit: string;
  /** What the gateway's script must have added to the form for the order to be paid. */
  readonly paid: (posted: Posted) => boolean;
}

export const DEMO_GATEWAYS: readonly DemoGateway[] = [
  {
    id: 'stripe', title: 'Credit / Debit Card',
    // Stripe's classic UPE form: an empty element its script mounts the Payment Element into.
    box: '<fieldset id="wc-stripe-upe-form" class="wc-upe-form wc-payment-form"><div class="wc-stripe-upe-element" data-payment-method-type="card"></div></fieldset>',
    afterSubmit: '',
    paid: (posted) => /^pm_[A-Za-z0-9]+$/.test(posted['wc-stripe-payment-method'] ?? ''),
  },
  {
    id: 'ppcp-gateway', title: 'PayPal',
    box: '<p>Pay via PayPal.</p>',
    afterSubmit: '<div id="ppc-button-ppcp-gateway" class="ppc-button-wrapper"></div>',
    paid: (posted) => /^[A-Za-z0-9_-]+$/.test(posted['ppcp-resume-order'] ?? ''),
  },
];

/** The demo gateways a request's cookie enables, in the store's order. */
export function enabledDemoGateways(cookies: Readonly<Record<string, string | undefined>>): readonly DemoGateway[] {
  const names = new Set((cookies[DEMO_GATEWAYS_COOKIE] ?? '').split(','));
  return DEMO_GATEWAYS.filter((gateway) => names.has(gateway.id));
}

/** A demo gateway's order: its id when its script did its part, else undefined. */
export function paidDemoGateway(posted: Posted): string | undefined {
  return DEMO_GATEWAYS.find((gateway) => gateway.id === posted['payment_method'] && gateway.paid(posted))?.id;
}
