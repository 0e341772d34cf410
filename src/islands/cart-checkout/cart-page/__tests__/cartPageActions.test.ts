import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { islandContext } from '../../../../island-kit/__tests__/islandContext.ts';
import { mount } from '../index.ts';

/** The real WooCommerce 11 classic cart page (2 lines, flat rate chosen), without scripts and stylesheets. */
const CART_HTML = readFileSync(resolve(import.meta.dirname, '../../../../../fixtures/real-wc/cart-classic.html'), 'utf8')
  .replace(/<script[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*>/g, '');
const body = (html: string): string => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
const REFUSAL = '\n<ul class="woocommerce-error" role="alert">\n\t\t\t<li>\n\t\t\tCoupon &quot;expired5&quot; has expired.\t\t</li>\n\t</ul>\n';
const PARAMS = { wc_ajax_url: '/?wc-ajax=%%endpoint%%', update_shipping_method_nonce: 'n1', apply_coupon_nonce: 'n2', remove_coupon_nonce: 'n3' };

interface Pending {
  readonly url: string;
  answer(text: string): void;
}

/** fetch that answers only when the test says so, in any order. */
function heldFetch(): Pending[] {
  const pending: Pending[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string) => new Promise<Response>((done) => {
    pending.push({ url: String(url), answer: (text) => done(new Response(text, { status: 200 })) });
  })));
  return pending;
}

const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

let unmount: () => void = () => undefined;
beforeEach(() => {
  document.body.innerHTML = body(CART_HTML);
  document.body.className = 'woocommerce-cart';
  vi.stubGlobal('wc_cart_params', PARAMS);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  unmount = mount(document.body, islandContext('cart-checkout'));
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the classic cart page\'s actions (cart.js)', () => {
  it('runs an action that arrives while another is running once that one has finished, instead of dropping it', async () => {
    const pending = heldFetch();
    document.querySelector<HTMLAnchorElement>('.woocommerce-cart-form .product-remove > a')!.click();
    await settle();
    expect(pending.map((p) => p.url)).toHaveLength(1);
    // A change the blocked totals could not stop (a script, or a control outside them) while the removal runs.
    const pickup = document.querySelector<HTMLInputElement>('#shipping_method_0_local_pickup3')!;
    pickup.checked = true;
    pickup.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(pending).toHaveLength(1);
    pending[0]!.answer(CART_HTML);
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]!.url).toContain('wc-ajax=update_shipping_method');
  });

  it('writes a refused coupon under the field, not as a page notice, and keeps it through the refresh', async () => {
    const pending = heldFetch();
    const field = document.querySelector<HTMLInputElement>('#coupon_code')!;
    field.value = 'expired5';
    field.focus();
    document.querySelector<HTMLFormElement>('.woocommerce-cart-form')!.requestSubmit(document.querySelector<HTMLButtonElement>('[name="apply_coupon"]')!);
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]!.url).toContain('wc-ajax=apply_coupon');
    pending[0]!.answer(REFUSAL);
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    expect(document.querySelector('.coupon .coupon-error-notice')?.textContent).toBe('Coupon "expired5" has expired.');
    expect(document.querySelector('.woocommerce-error')).toBeNull();
    pending[1]!.answer(CART_HTML);
    await vi.waitFor(() => expect(document.querySelector('.coupon-error-notice')?.getAttribute('role')).toBe('alert'));
    const fresh = document.querySelector<HTMLInputElement>('#coupon_code')!;
    expect(fresh.value).toBe('expired5');
    expect(fresh.getAttribute('aria-describedby')).toBe('coupon-error-notice');
    fresh.dispatchEvent(new Event('input', { bubbles: true }));
    expect(document.querySelector('.coupon-error-notice')).toBeNull();
    expect(fresh.hasAttribute('aria-invalid')).toBe(false);
  });
});

/** A notice with cart.js's Undo link, as the cart page prints it after a removal. */
const UNDO = '<div class="woocommerce-message" role="alert">“Nozzle” removed. <a href="/cart/?undo_item=k&amp;_wpnonce=n" class="restore-item">Undo?</a></div>';
const ACCEPTED = '<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>';

interface Flow {
  readonly act: () => void;
  /** The answers of the flow's requests, in order. */
  readonly answers: readonly string[];
  /** How often it says `updated_wc_div`, on which cart-fragments.js refreshes the header (docs/reference/cart-checkout.md s8). */
  readonly refreshes: number;
}

const submit = (form: string, button?: string): void => {
  const target = document.querySelector<HTMLFormElement>(form)!;
  target.requestSubmit(button ? target.querySelector<HTMLButtonElement>(button)! : null);
};

const FLOWS: Record<string, Flow> = {
  'Update cart': { act: () => {
    document.querySelector<HTMLInputElement>('input.qty')!.value = '3';
    submit('.woocommerce-cart-form', '[name="update_cart"]');
  }, answers: [CART_HTML], refreshes: 1 },
  'removing a line': { act: () => document.querySelector<HTMLAnchorElement>('.woocommerce-cart-form .product-remove > a')!.click(), answers: [CART_HTML], refreshes: 1 },
  'Undo': { act: () => {
    document.querySelector('.woocommerce-notices-wrapper')!.innerHTML = UNDO;
    document.querySelector<HTMLAnchorElement>('.restore-item')!.click();
  }, answers: [CART_HTML], refreshes: 1 },
  'applying a coupon': { act: () => {
    document.querySelector<HTMLInputElement>('#coupon_code')!.value = 'drone10';
    submit('.woocommerce-cart-form', '[name="apply_coupon"]');
  }, answers: [ACCEPTED, CART_HTML], refreshes: 1 },
  'removing a coupon': { act: () => {
    document.querySelector('div.cart_totals')!.insertAdjacentHTML('beforeend', '<a href="/cart/?remove_coupon=drone10" class="woocommerce-remove-coupon" data-coupon="drone10">[Remove]</a>');
    document.querySelector<HTMLAnchorElement>('a.woocommerce-remove-coupon')!.click();
  }, answers: ['<div class="woocommerce-message" role="alert">Coupon has been removed.</div>', CART_HTML], refreshes: 1 },
  'the shipping calculator': { act: () => submit('form.woocommerce-shipping-calculator'), answers: [CART_HTML], refreshes: 1 },
  'a shipping method change': { act: () => {
    const pickup = document.querySelector<HTMLInputElement>('#shipping_method_0_local_pickup3')!;
    pickup.checked = true;
    pickup.dispatchEvent(new Event('change', { bubbles: true }));
  }, answers: ['<div class="cart_totals "><h2>Cart totals</h2></div>'], refreshes: 0 },
};

describe('what the cart page tells the header (cart.js update_wc_div)', () => {
  it.each(Object.entries(FLOWS))('says updated_wc_div as cart.js does after %s', async (_name, flow) => {
    unmount();
    const context = islandContext('cart-checkout');
    let said = 0;
    context.bus.on('updated_wc_div', () => (said += 1));
    unmount = mount(document.body, context);
    const pending = heldFetch();
    flow.act();
    for (const [index, answer] of flow.answers.entries()) {
      await vi.waitFor(() => expect(pending).toHaveLength(index + 1));
      pending[index]!.answer(answer);
    }
    await vi.waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    await settle();
    expect(pending).toHaveLength(flow.answers.length);
    expect(said).toBe(flow.refreshes);
  });
});
