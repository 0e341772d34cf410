import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandContext } from '../../../island-kit/__tests__/islandContext.ts';
import { mount } from '../index.ts';

afterEach(() => {
  document.body.innerHTML = '';
  (document.body as unknown as Record<string, unknown>).onupdated_wc_div = null;
  (document.body as unknown as Record<string, unknown>).onapplied_coupon = null;
  vi.unstubAllGlobals();
});

describe('cart-checkout', () => {
  it('delivers its events to inline on<type> handlers on a page with no other island (a block theme\'s classic cart)', async () => {
    document.body.innerHTML = '<form class="woocommerce-cart-form"></form>';
    vi.stubGlobal('wc_cart_params', { wc_ajax_url: '/?wc-ajax=%%endpoint%%', update_shipping_method_nonce: 'n1', apply_coupon_nonce: 'n2', remove_coupon_nonce: 'n3' });
    const heard: unknown[][] = [];
    // Called as jQuery's trigger calls it (a jQuery-like event first); happy-dom also calls on<type> for the
    // DOM event itself, which no browser does for a custom type.
    const handler = (name: string) => (event: { isTrigger?: number }, ...args: unknown[]) => void (event.isTrigger && heard.push([name, ...args]));
    const body = document.body as unknown as Record<string, unknown>;
    body.onupdated_wc_div = handler('updated_wc_div');
    body.onapplied_coupon = handler('applied_coupon');
    const context = islandContext('cart-checkout');
    const unmount = await mount(document.body, context);
    context.bus.emit('updated_wc_div');
    context.bus.emit('applied_coupon', 'drone10');
    unmount();
    expect(heard).toEqual([['updated_wc_div'], ['applied_coupon', 'drone10']]);
  });
});
