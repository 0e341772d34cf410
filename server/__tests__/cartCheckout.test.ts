// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, FORM, createTestApp } from './testApp.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

async function shopperWithCart(productId = 33): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.store(await app.inject({ url: `/?add-to-cart=${productId}` }));
  return jar;
}

async function get(jar: CookieJar, url: string): Promise<string> {
  const res = await app.inject({ url, headers: { cookie: jar.header() } });
  jar.store(res);
  return res.body;
}

async function post(jar: CookieJar, url: string, fields: Record<string, string>): Promise<{ status: number; body: string; location: string }> {
  const res = await app.inject({ method: 'POST', url, headers: { ...FORM, cookie: jar.header() }, payload: new URLSearchParams(fields).toString() });
  jar.store(res);
  return { status: res.statusCode, body: res.body, location: String(res.headers['location'] ?? '') };
}

const param = (html: string, name: string): string => new RegExp(`"${name}":"([0-9a-f]+)"`).exec(html)?.[1] ?? '';
const field = (html: string, name: string): string => new RegExp(`name="${name}" value="([0-9a-f]+)"`).exec(html)?.[1] ?? '';

const US_ADDRESS = {
  billing_first_name: 'Ana', billing_last_name: 'Diaz', billing_country: 'US', billing_address_1: '1 Main St',
  billing_city: 'Fresno', billing_state: 'CA', billing_postcode: '93701', billing_email: 'ana@example.com', payment_method: 'cod',
};

describe('cart page without JavaScript', () => {
  it('applies a percentage coupon through the cart form and lists it with a remove link', async () => {
    const jar = await shopperWithCart();
    const page = await get(jar, '/cart/');
    const applied = await post(jar, '/cart/', { coupon_code: ' DRONE10 ', apply_coupon: 'Apply coupon', 'woocommerce-cart-nonce': field(page, 'woocommerce-cart-nonce') });
    expect(applied.status).toBe(303);
    const after = await get(jar, '/cart/');
    expect(after).toContain('Coupon code applied successfully.');
    expect(after).toContain('<tr class="cart-discount coupon-drone10">');
    expect(after).toContain('data-coupon="drone10">[Remove]</a>');
    await get(jar, '/cart/?remove_coupon=drone10');
    const removed = await get(jar, '/cart/');
    expect(removed).toContain('Coupon has been removed.');
    expect(removed).not.toContain('coupon-drone10');
  });

  it('refuses an expired coupon and an unknown one with WooCommerce 11\'s messages, which name the code', async () => {
    const jar = await shopperWithCart();
    const nonce = field(await get(jar, '/cart/'), 'woocommerce-cart-nonce');
    await post(jar, '/cart/', { coupon_code: 'expired5', apply_coupon: 'Apply coupon', 'woocommerce-cart-nonce': nonce });
    expect(await get(jar, '/cart/')).toContain('Coupon &quot;expired5&quot; has expired.');
    await post(jar, '/cart/', { coupon_code: 'nope', apply_coupon: 'Apply coupon', 'woocommerce-cart-nonce': nonce });
    expect(await get(jar, '/cart/')).toContain('Coupon &quot;nope&quot; cannot be applied because it does not exist.');
  });

  it('removes a line with an Undo link that restores it', async () => {
    const jar = await shopperWithCart();
    const page = await get(jar, '/cart/');
    const removeHref = /href="http:\/\/127\.0\.0\.1:8090(\/cart\/\?remove_item=[^"]+)" class="remove"/.exec(page)?.[1]?.replace(/&#038;/g, '&') ?? '';
    await get(jar, removeHref);
    const emptied = await get(jar, '/cart/');
    expect(emptied).toContain('Your cart is currently empty.');
    const undo = /href="http:\/\/127\.0\.0\.1:8090([^"]+)" class="restore-item">Undo\?<\/a>/.exec(emptied)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(undo).toContain('undo_item=');
    await get(jar, undo);
    const restored = await get(jar, '/cart/');
    expect(restored).toContain('has been restored to your cart.');
    expect(restored).toContain('woocommerce-cart-form__cart-item');
  });

  it('saves the calculator\'s destination and taxes California', async () => {
    const jar = await shopperWithCart();
    const page = await get(jar, '/cart/');
    expect(page).not.toContain('CA Tax');
    const res = await post(jar, '/cart/', {
      calc_shipping_country: 'US', calc_shipping_state: 'CA', calc_shipping_city: 'Fresno', calc_shipping_postcode: '93701', calc_shipping: '1',
      'woocommerce-shipping-calculator-nonce': field(page, 'woocommerce-shipping-calculator-nonce'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toContain('Shipping costs updated.');
    expect(res.body).toContain('<th>CA Tax</th>');
    expect(res.body).toContain('Shipping to <strong>Fresno, CA, 93701, United States (US)</strong>.');
  });

  it('lists both shipping methods as radios and prints the calculator openable without JavaScript', async () => {
    const page = await get(await shopperWithCart(), '/cart/');
    expect(page).toMatch(/value="local_pickup:3" class="shipping_method"/);
    expect(page).toContain('<noscript><style>.woocommerce-shipping-calculator .shipping-calculator-form{display:block!important}</style></noscript>');
  });
});

describe('cart and checkout wc-ajax endpoints', () => {
  it('apply_coupon answers notices as HTML and needs its nonce', async () => {
    const jar = await shopperWithCart();
    const nonce = param(await get(jar, '/cart/'), 'apply_coupon_nonce');
    const bad = await post(jar, '/?wc-ajax=apply_coupon', { security: 'x', coupon_code: 'save25' });
    expect(bad.body).toBe('-1');
    const ok = await post(jar, '/?wc-ajax=apply_coupon', { security: nonce, coupon_code: 'save25' });
    expect(ok.body).toContain('<div class="woocommerce-message" role="alert">');
    expect(await get(jar, '/cart/')).toContain('coupon-save25');
    // Refusals are error lists: cart.js and checkout.js (WooCommerce 10+) write their text under the coupon field.
    const again = await post(jar, '/?wc-ajax=apply_coupon', { security: nonce, coupon_code: 'SAVE25' });
    expect(again.body).toContain('<ul class="woocommerce-error" role="alert">');
    expect(again.body).toContain('Coupon code &quot;save25&quot; already applied!');
    const empty = await post(jar, '/?wc-ajax=apply_coupon', { security: nonce, coupon_code: ' ' });
    expect(empty.body).toContain('Please enter a coupon code.');
  });

  it('update_shipping_method answers the cart totals with the chosen rate', async () => {
    const jar = await shopperWithCart();
    const nonce = param(await get(jar, '/cart/'), 'update_shipping_method_nonce');
    const res = await post(jar, '/?wc-ajax=update_shipping_method', { security: nonce, 'shipping_method[0]': 'local_pickup:3' });
    expect(res.body.startsWith('<div class="cart_totals ">')).toBe(true);
    expect(res.body).toMatch(/value="local_pickup:3" class="shipping_method" checked='checked'/);
  });

  it('update_order_review saves the address, taxes it and answers both fragments', async () => {
    const jar = await shopperWithCart();
    const page = await get(jar, '/checkout/');
    const postData = new URLSearchParams({ ...US_ADDRESS, 'shipping_method[0]': 'flat_rate:1' }).toString();
    const res = await post(jar, '/?wc-ajax=update_order_review', {
      security: param(page, 'update_order_review_nonce'), payment_method: 'cod', post_data: postData, 'shipping_method[0]': 'flat_rate:1',
    });
    const json = JSON.parse(res.body) as { result: string; fragments: Record<string, string> };
    expect(json.result).toBe('success');
    expect(json.fragments['.woocommerce-checkout-review-order-table']).toContain('CA Tax');
    expect(json.fragments['.woocommerce-checkout-payment']).toMatch(/value="cod" checked='checked'/);
    expect(await get(jar, '/checkout/')).toContain('value="Fresno"');
  });

  it('checkout fails with field messages, then succeeds with an absolute redirect', async () => {
    const jar = await shopperWithCart();
    const nonce = field(await get(jar, '/checkout/'), 'woocommerce-process-checkout-nonce');
    const failed = await post(jar, '/?wc-ajax=checkout', { ...US_ADDRESS, billing_postcode: 'ABC', 'woocommerce-process-checkout-nonce': nonce });
    const failure = JSON.parse(failed.body) as { result: string; messages: string };
    expect(failure.result).toBe('failure');
    expect(failure.messages).toContain('<li data-id="billing_postcode">');
    expect(failure.messages).toContain('is not a valid postcode / ZIP.');
    const placed = await post(jar, '/?wc-ajax=checkout', { ...US_ADDRESS, 'woocommerce-process-checkout-nonce': nonce });
    const success = JSON.parse(placed.body) as { result: string; redirect: string };
    expect(success.result).toBe('success');
    expect(success.redirect).toMatch(/^http:\/\/127\.0\.0\.1:8090\/checkout\/order-received\/\d+\/\?key=wc_order_/);
  });
});

describe('checkout without JavaScript', () => {
  it('prints a French address without a state row and validates French postcodes', async () => {
    const jar = await shopperWithCart();
    const nonce = field(await get(jar, '/checkout/'), 'woocommerce-process-checkout-nonce');
    const fr = { ...US_ADDRESS, billing_country: 'FR', billing_state: '', billing_postcode: '7500', 'woocommerce-process-checkout-nonce': nonce };
    const res = await post(jar, '/checkout/', fr);
    expect(res.body).toContain('<p class="form-row form-row-wide address-field validate-state" id="billing_state_field" style="display: none"');
    expect(res.body).toContain('<li data-id="billing_postcode">');
    expect(res.body).not.toContain('data-id="billing_state"');
    const placed = await post(jar, '/checkout/', { ...fr, billing_postcode: '75001' });
    expect(placed.status).toBe(303);
  });

  it('orders Japanese fields by their locale priority (postcode before the prefecture and city)', async () => {
    const jar = await shopperWithCart();
    const page = await post(jar, '/checkout/', { billing_country: 'JP', woocommerce_checkout_update_totals: 'Update totals' });
    const ids = [...page.body.matchAll(/id="billing_(\w+)_field"/g)].map((m) => m[1]);
    expect(ids.slice(0, 9)).toEqual(['last_name', 'first_name', 'company', 'country', 'postcode', 'state', 'city', 'address_1', 'address_2']);
    expect(page.body).toContain('<option value="JP13" >Tokyo</option>');
  });

  it('applies a coupon from the checkout\'s coupon form and prints cheque and cash on delivery', async () => {
    const jar = await shopperWithCart();
    await post(jar, '/checkout/', { coupon_code: 'save25', apply_coupon: 'Apply coupon' });
    const page = await get(jar, '/checkout/');
    expect(page).toContain('coupon-save25');
    expect(page).toContain('id="payment_method_cheque"');
    expect(page).toContain('id="payment_method_cod"');
  });
});
