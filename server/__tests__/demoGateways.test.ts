// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, FORM, createTestApp } from './testApp.ts';

// The stand-ins for Stripe's and PayPal Payments' server sides (store/demoGateways.ts, issue #32).
let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

const US_ADDRESS = {
  billing_first_name: 'Ana', billing_last_name: 'Diaz', billing_country: 'US', billing_address_1: '1 Main St',
  billing_city: 'Fresno', billing_state: 'CA', billing_postcode: '93701', billing_email: 'ana@example.com',
};

async function shopper(gateways: string): Promise<{ get: (url: string) => Promise<string>; post: (url: string, fields: Record<string, string>) => Promise<string> }> {
  const jar = new CookieJar();
  jar.store(await app.inject({ url: '/?add-to-cart=33' }));
  const cookie = (): string => `${jar.header()}; wc_islands_demo_gateways=${gateways}`;
  return {
    get: async (url) => (await app.inject({ url, headers: { cookie: cookie() } })).body,
    post: async (url, fields) => (await app.inject({ method: 'POST', url, headers: { ...FORM, cookie: cookie() }, payload: new URLSearchParams(fields).toString() })).body,
  };
}

const nonceOf = (html: string, name: string): string => new RegExp(`name="${name}" value="([0-9a-f]+)"`).exec(html)?.[1] ?? '';
const paramOf = (html: string, name: string): string => new RegExp(`"${name}":"([0-9a-f]+)"`).exec(html)?.[1] ?? '';

describe('payment gateways stood in for by the demo store', () => {
  it('lists a gateway only when its cookie enables it, with the markup its script looks for', async () => {
    const none = await (await shopper('')).get('/checkout/');
    expect(none).not.toContain('payment_method_stripe');
    expect(none).not.toContain('ppc-button-ppcp-gateway');
    const both = await (await shopper('stripe,ppcp-gateway,unknown')).get('/checkout/');
    expect(both).toContain('<div class="wc-stripe-upe-element" data-payment-method-type="card"></div>');
    expect(both).toMatch(/id="place_order"[^>]*>Place order<\/button><div id="ppc-button-ppcp-gateway"/);
    expect(both).not.toContain('value="unknown"');
  });

  it('keeps the chosen gateway through update_order_review', async () => {
    const s = await shopper('stripe');
    const page = await s.get('/checkout/');
    const answer = JSON.parse(await s.post('/?wc-ajax=update_order_review', {
      security: paramOf(page, 'update_order_review_nonce'), payment_method: 'stripe',
      post_data: new URLSearchParams({ ...US_ADDRESS, payment_method: 'stripe' }).toString(),
    })) as { fragments: Record<string, string> };
    expect(answer.fragments['.woocommerce-checkout-payment']).toMatch(/value="stripe" checked='checked'/);
  });

  it('places an order only with what the gateway\'s script adds to the form', async () => {
    const s = await shopper('stripe');
    const nonce = nonceOf(await s.get('/checkout/'), 'woocommerce-process-checkout-nonce');
    const order = { ...US_ADDRESS, payment_method: 'stripe', 'woocommerce-process-checkout-nonce': nonce };
    const refused = JSON.parse(await s.post('/?wc-ajax=checkout', order)) as { result: string; messages: string };
    expect(refused.result).toBe('failure');
    expect(refused.messages).toContain('Invalid payment method.');
    const placed = JSON.parse(await s.post('/?wc-ajax=checkout', { ...order, 'wc-stripe-payment-method': 'pm_standin1' })) as { result: string };
    expect(placed.result).toBe('success');
  });
});
