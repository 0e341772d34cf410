import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../core/events/index.ts';
import { mount } from '../index.ts';

/** The real WooCommerce 11 classic cart page, without its scripts and stylesheets (happy-dom would fetch them). */
const CART_HTML = readFileSync(resolve(import.meta.dirname, '../../../../fixtures/real-wc/cart-classic.html'), 'utf8')
  .replace(/<script[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*>/g, '');
const body = (html: string): string => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
/** A removal's notice, outside the cart form and totals that a request blocks: its Undo stays clickable. */
const UNDO_NOTICE = '<div class="woocommerce-message" role="alert">“Nozzle” removed. <a href="/cart/?undo_item=k" class="restore-item">Undo?</a></div>';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('cart page actions (cart.js)', () => {
  it('an action asked for while another is answered runs after it, never dropped', async () => {
    document.body.innerHTML = body(CART_HTML);
    document.querySelector('.woocommerce-notices-wrapper')!.innerHTML = UNDO_NOTICE;
    vi.stubGlobal('wc_cart_params', { wc_ajax_url: '/?wc-ajax=%%endpoint%%', update_shipping_method_nonce: 'n', apply_coupon_nonce: 'n', remove_coupon_nonce: 'n' });
    const answers: Array<(html: string) => void> = [];
    const sent: string[] = [];
    vi.stubGlobal('fetch', vi.fn((url: string) => {
      sent.push(String(url));
      return new Promise<Response>((resolveAnswer) => answers.push((html) => resolveAnswer(new Response(html))));
    }));
    const unmount = mount(document.body, { name: 'cart-checkout', pending: [], scan: () => undefined, bus: createEventBus() });
    const form = document.querySelector<HTMLFormElement>('.woocommerce-cart-form')!;
    const update = form.querySelector<HTMLButtonElement>('[name="update_cart"]')!;
    update.disabled = false;
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: update }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(form.getAttribute('aria-busy')).toBe('true');

    const undo = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('.restore-item')!.dispatchEvent(undo);
    expect(undo.defaultPrevented).toBe(true);
    await new Promise((resolveTick) => setTimeout(resolveTick, 0));
    expect(sent).toHaveLength(1);

    answers[0]!(CART_HTML);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toContain('undo_item=k');
    answers[1]!(CART_HTML);
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-cart-form')?.getAttribute('aria-busy')).toBeNull());
    unmount();
  });
});
