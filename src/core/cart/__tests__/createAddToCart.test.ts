import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../events/index.ts';
import { createRequestQueue } from '../../queue/index.ts';
import { createAddToCart } from '../createAddToCart.ts';
import type { AddToCartConfig } from '../cartConfig.ts';

const config: AddToCartConfig = {
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  cartUrl: 'https://shop.test/cart/',
  viewCartText: 'View cart',
  isCart: false,
  redirectAfterAdd: 'no',
};

function button(attributes = 'data-product_id="33" data-product_sku="AW-ARM30" data-quantity="1"'): HTMLAnchorElement {
  document.body.innerHTML = `<ul><li><a href="/shop/?add-to-cart=33" class="button add_to_cart_button ajax_add_to_cart" ${attributes}>Add</a></li></ul>`;
  return document.querySelector('a')!;
}

function answering(body: string, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status }));
}

function setUp(fetchImpl: typeof fetch, overrides: Partial<AddToCartConfig> = {}) {
  const bus = createEventBus();
  const navigate = vi.fn();
  const addToCart = createAddToCart({ config: { ...config, ...overrides }, bus, queue: createRequestQueue(), navigate, fetch: fetchImpl });
  return { bus, navigate, addToCart };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('createAddToCart', () => {
  it('leaves a button without data-product_id to its link', () => {
    const fetchImpl = answering('{}');
    const { addToCart } = setUp(fetchImpl);
    expect(addToCart.add(button('data-quantity="1"'))).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('posts every data attribute as form data to the add_to_cart endpoint and fires added_to_cart with the answer', async () => {
    const fetchImpl = answering('{"fragments":{"a.cart-contents":"<a class=\\"cart-contents\\">1 item</a>"},"cart_hash":"abc"}');
    const { bus, addToCart } = setUp(fetchImpl);
    const added = vi.fn();
    bus.on('added_to_cart', added);
    const link = button();
    expect(addToCart.add(link)).toBe(true);
    expect(link.classList.contains('loading')).toBe(true);
    await vi.waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/?wc-ajax=add_to_cart');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('product_id=33&product_sku=AW-ARM30&quantity=1');
    expect(added.mock.calls[0]?.[0]).toEqual({ fragments: { 'a.cart-contents': '<a class="cart-contents">1 item</a>' }, cartHash: 'abc', button: link });
  });

  it('sends what adding_to_cart handlers left in the data', async () => {
    const fetchImpl = answering('{"fragments":{},"cart_hash":""}');
    const { bus, addToCart } = setUp(fetchImpl);
    bus.on('adding_to_cart', ({ data }) => {
      data.quantity = '3';
    });
    addToCart.add(button());
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalled());
    expect(String(fetchImpl.mock.calls[0]?.[1]?.body)).toContain('quantity=3');
  });

  it('sends the shopper to product_url when the answer says error', async () => {
    const { navigate, addToCart } = setUp(answering('{"error":true,"product_url":"https://shop.test/product/pump/"}'));
    addToCart.add(button());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.test/product/pump/'));
  });

  it('goes to the cart page when redirect-after-add is yes', async () => {
    const { navigate, addToCart } = setUp(answering('{"fragments":{},"cart_hash":"x"}'), { redirectAfterAdd: 'yes' });
    addToCart.add(button());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.test/cart/'));
  });

  it.each([
    ['a 500', () => answering('oops', 500)],
    ['invalid JSON', () => answering('{"fragments":')],
    ['an empty answer', () => answering('')],
    ['a network failure', () => vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ['an answer without fragments', () => answering('{"success":false}')],
  ])('after %s, clears loading and completes the add through the link', async (_case, makeFetch) => {
    const { navigate, addToCart } = setUp(makeFetch());
    const link = button();
    addToCart.add(link);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(`${location.origin}/shop/?add-to-cart=33`));
    expect(link.classList.contains('loading')).toBe(false);
  });

  it('sends nothing when a should_send_ajax_request listener vetoes, and tells ajax_request_not_sent', () => {
    const fetchImpl = answering('{}');
    const { bus, addToCart } = setUp(fetchImpl);
    const notSent = vi.fn();
    bus.on('ajax_request_not_sent.adding_to_cart', notSent);
    document.body.addEventListener('should_send_ajax_request.adding_to_cart', (event) => event.preventDefault(), { once: true });
    const link = button();
    addToCart.add(link);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(notSent).toHaveBeenCalledWith({ button: link }, expect.anything());
    expect(link.classList.contains('loading')).toBe(false);
  });
});
