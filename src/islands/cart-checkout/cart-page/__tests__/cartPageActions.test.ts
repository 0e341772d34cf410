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
