import { afterEach, describe, expect, it } from 'vitest';
import { readAddToCartConfig } from '../readCartParams.ts';

/** `wc_add_to_cart_params` as WooCommerce 11 prints it (server/templates/globals.ts). */
const params = (cartUrl: string) => ({
  ajax_url: '/wp-admin/admin-ajax.php',
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  i18n_view_cart: 'View cart',
  cart_url: cartUrl,
  is_cart: '',
  cart_redirect_after_add: 'yes',
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readAddToCartConfig', () => {
  it('reads the cart URL as an absolute http(s) URL, a relative one taken against the page', () => {
    expect(readAddToCartConfig({ wc_add_to_cart_params: params('https://shop.test/cart/') }).cartUrl).toBe('https://shop.test/cart/');
    expect(readAddToCartConfig({ wc_add_to_cart_params: params('/cart/') }).cartUrl).toBe(new URL('/cart/', document.baseURI).href);
  });

  it.each(['javascript:alert(1)', ' JaVa\tScript:alert(1)', 'data:text/html,<script>1</script>'])(
    'refuses a cart_url of %j, naming the key',
    (cartUrl) => {
      expect(() => readAddToCartConfig({ wc_add_to_cart_params: params(cartUrl) })).toThrow(/wc_add_to_cart_params\.cart_url/);
    },
  );

  it('refuses an element that a post named wc_add_to_cart_params (DOM clobbering), naming the global', () => {
    document.body.innerHTML = '<a id="wc_add_to_cart_params" href="/x">x</a><a id="twice"></a><a id="twice"></a>';
    const win = document.defaultView as unknown as Record<string, unknown>;
    expect(() => readAddToCartConfig({ wc_add_to_cart_params: document.getElementById('wc_add_to_cart_params') })).toThrow(
      /wc_add_to_cart_params is invalid: expected object, received HTMLAnchorElement/,
    );
    expect(() => readAddToCartConfig({ wc_add_to_cart_params: document.getElementsByTagName('a') })).toThrow(/received HTMLCollection/);
    // The same through the window's named access, where the browser supports it.
    if (win['wc_add_to_cart_params'] !== undefined) expect(() => readAddToCartConfig(win)).toThrow(/wc_add_to_cart_params is invalid/);
  });
});
