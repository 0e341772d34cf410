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

  /** An add-to-cart whose 'loading' paint happens when the test says, and a log of what ran in which order. */
  function withPaint(fetchImpl: typeof fetch) {
    const bus = createEventBus();
    const queue = createRequestQueue();
    const paints: Array<() => void> = [];
    const afterFeedback = vi.fn(() => new Promise<void>((resolve) => paints.push(resolve)));
    const log: string[] = [];
    const readCart = vi.fn(() => {
      log.push('read cart');
      return { hash: '', miniCart: undefined };
    });
    const loggingFetch = vi.fn<typeof fetch>((input, init) => {
      log.push(`request ${new URLSearchParams(String(init?.body)).get('product_id')}`);
      return fetchImpl(input, init);
    });
    bus.on('should_send_ajax_request.adding_to_cart', ({ button: b }) => log.push(`should_send ${b.dataset.product_id}`));
    bus.on('adding_to_cart', ({ button: b }) => log.push(`adding_to_cart ${b.dataset.product_id}`));
    const addToCart = createAddToCart({ config, bus, queue, navigate: vi.fn(), fetch: loggingFetch, afterFeedback, readCart });
    const paint = (): void => paints.splice(0).forEach((resolve) => resolve());
    return { bus, queue, addToCart, afterFeedback, log, paint, fetch: loggingFetch };
  }

  it("paints 'loading' at the click and leaves the events, the cart read and the request until that paint, holding the queue slot", async () => {
    const { queue, addToCart, afterFeedback, log, paint, fetch: sent } = withPaint(answering('{"fragments":{},"cart_hash":"abc"}'));
    const link = button();
    addToCart.add(link);
    expect(link.classList.contains('loading')).toBe(true);
    expect(afterFeedback).toHaveBeenCalledTimes(1);
    // Nothing of the add ran in the click's task: no handler, no cookie read, no fetch held the paint back.
    await Promise.resolve();
    expect(log).toEqual([]);
    // The queue is already taken: a page leave or the next add waits for this one.
    expect(queue.isIdle()).toBe(false);
    paint();
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(log).toEqual(['should_send 33', 'adding_to_cart 33', 'read cart', 'request 33']);
    await queue.onIdle();
  });

  it("fires each click's adding_to_cart in click order after its paint, before its own request, while an earlier add is answered", async () => {
    let answerFirst: () => void = () => undefined;
    const slowFirst = vi.fn<typeof fetch>(() => new Promise((resolve) => {
      answerFirst = () => resolve(new Response('{"fragments":{},"cart_hash":"a"}'));
    }));
    const { queue, addToCart, log, paint, fetch: sent } = withPaint(slowFirst);
    document.body.innerHTML = '<a href="/?add-to-cart=33" class="add_to_cart_button ajax_add_to_cart" data-product_id="33">A</a>'
      + '<a href="/?add-to-cart=34" class="add_to_cart_button ajax_add_to_cart" data-product_id="34">B</a>';
    const [first, second] = [...document.querySelectorAll<HTMLElement>('a')];
    addToCart.add(first!);
    paint();
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    addToCart.add(second!);
    paint();
    await vi.waitFor(() => expect(log).toContain('adding_to_cart 34'));
    expect(sent).toHaveBeenCalledTimes(1);
    slowFirst.mockImplementation(async () => new Response('{"fragments":{},"cart_hash":"b"}'));
    answerFirst();
    await queue.onIdle();
    expect(log).toEqual(['should_send 33', 'adding_to_cart 33', 'read cart', 'request 33', 'should_send 34', 'adding_to_cart 34', 'read cart', 'request 34']);
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

  it.each(['javascript:alert(1)', ' JaVa\tScript:alert(1)', 'data:text/html,<script>1</script>'])(
    'never follows a cart_url of %j after an add: the add ends on the page as added',
    async (cartUrl) => {
      const { bus, navigate, addToCart } = setUp(answering('{"fragments":{},"cart_hash":"x"}'), { redirectAfterAdd: 'yes', cartUrl });
      const added = vi.fn();
      bus.on('added_to_cart', added);
      addToCart.add(button());
      await vi.waitFor(() => expect(added).toHaveBeenCalledTimes(1));
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  /** A server whose add_to_cart answer is `add` and whose refresh answers the cart after it. */
  function server(add: () => Promise<Response>, refreshed: () => Promise<Response>) {
    return vi.fn<typeof fetch>(async (url) => (String(url).includes('get_refreshed_fragments') ? refreshed() : add()));
  }
  const reply = (body: string, status = 200) => async () => new Response(body, { status });
  const offline = async (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
  const miniCart = (quantity: number) =>
    JSON.stringify(
      `<div class="widget_shopping_cart_content"><ul>${
        quantity ? `<li class="woocommerce-mini-cart-item"><a class="remove remove_from_cart_button" data-product_id="33">×</a><span class="quantity">${quantity} × £5</span></li>` : ''
      }</ul></div>`,
    );
  const cartAnswer = (hash: string, quantity: number) => `{"fragments":{"div.widget_shopping_cart_content":${miniCart(quantity)}},"cart_hash":"${hash}"}`;
  const before = { hash: 'h1', miniCart: JSON.parse(miniCart(1)) as string };

  function setUpWith(fetchImpl: typeof fetch, extra: { isOnline?: () => boolean; requestTimeoutMs?: number } = {}) {
    const bus = createEventBus();
    const navigate = vi.fn();
    const announce = vi.fn();
    const queue = createRequestQueue();
    const addToCart = createAddToCart({ config, bus, queue, navigate, announce, readCart: () => before, fetch: fetchImpl, ...extra });
    const added = vi.fn();
    bus.on('added_to_cart', added);
    return { bus, navigate, announce, queue, addToCart, added };
  }

  it('reads the JSON out of an answer with a PHP notice printed before it', async () => {
    const notice = '<br />\n<b>Notice</b>:  Undefined index: x in <b>/var/www/functions.php</b> on line <b>3</b><br />\n';
    const fetchImpl = server(reply(`${notice}${cartAnswer('h2', 2)}`), reply(cartAnswer('h2', 2)));
    const { added, navigate, addToCart } = setUpWith(fetchImpl);
    addToCart.add(button());
    await vi.waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect(added.mock.calls[0]?.[0]).toMatchObject({ cartHash: 'h2' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  const unknownOutcomes = [
    ['a 500', reply('oops', 500)],
    ['invalid JSON', reply('{"fragments":')],
    ['an empty answer', reply('')],
    ['a dropped connection', offline],
    ['an answer without fragments', reply('{"success":false}')],
  ] as const;

  it.each(unknownOutcomes)('after %s, a refresh showing the add makes it added, once, with no link followed', async (_case, add) => {
    const fetchImpl = server(add, reply(cartAnswer('h2', 2)));
    const { navigate, added, addToCart } = setUpWith(fetchImpl);
    const link = button();
    addToCart.add(link);
    await vi.waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect(String(fetchImpl.mock.calls[1]?.[0])).toContain('get_refreshed_fragments');
    expect(added.mock.calls[0]?.[0]).toMatchObject({ cartHash: 'h2', button: link });
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(unknownOutcomes)('after %s, a refresh showing no add completes it through the link', async (_case, add) => {
    const { navigate, added, addToCart } = setUpWith(server(add, reply(cartAnswer('h1', 1))));
    const link = button();
    addToCart.add(link);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(`${location.origin}/shop/?add-to-cart=33`));
    expect(link.classList.contains('loading')).toBe(false);
    expect(added).not.toHaveBeenCalled();
  });

  it('a changed hash without this product\'s line growing (another tab) is not an add', async () => {
    const { navigate, added, addToCart } = setUpWith(server(reply('', 502), reply(cartAnswer('h9', 1))));
    addToCart.add(button());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(added).not.toHaveBeenCalled();
  });

  it('when the refresh fails on the network too, stays and says the shopper is probably offline', async () => {
    const { navigate, announce, addToCart } = setUpWith(server(reply('', 504), offline));
    const link = button();
    addToCart.add(link);
    await vi.waitFor(() => expect(announce).toHaveBeenCalledWith('You are probably offline.'));
    expect(navigate).not.toHaveBeenCalled();
    expect(link.classList.contains('loading')).toBe(false);
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe('You are probably offline.');
  });

  it('when the refresh cannot be read either, reports an error and never follows the link', async () => {
    const { navigate, announce, addToCart } = setUpWith(server(reply('', 500), reply('', 500)));
    addToCart.add(button());
    await vi.waitFor(() => expect(announce).toHaveBeenCalledWith('An unknown error occurred.'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offline at the click: nothing is sent, nothing navigates, the button is restored and the shopper told', () => {
    const fetchImpl = server(reply(cartAnswer('h2', 2)), reply(cartAnswer('h2', 2)));
    const { navigate, announce, addToCart } = setUpWith(fetchImpl, { isOnline: () => false });
    const link = button();
    expect(addToCart.add(link)).toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(link.classList.contains('loading')).toBe(false);
    expect(announce).toHaveBeenCalledWith('You are probably offline.');
    expect(link.nextElementSibling?.textContent).toBe('You are probably offline.');
  });

  it('a fallback waits until the adds queued behind it have been sent and answered', async () => {
    let adds = 0;
    const fetchImpl = vi.fn<typeof fetch>(async (url) => {
      if (String(url).includes('get_refreshed_fragments')) return new Response(cartAnswer('h1', 1));
      adds += 1;
      return adds === 1 ? new Response('', { status: 500 }) : new Response(cartAnswer(`h${adds + 1}`, adds + 1));
    });
    const { navigate, added, addToCart } = setUpWith(fetchImpl);
    const link = button();
    addToCart.add(link);
    addToCart.add(link);
    addToCart.add(link);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(added).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls.map(([url]) => String(url).replace('/?wc-ajax=', ''))).toEqual([
      'add_to_cart',
      'get_refreshed_fragments',
      'add_to_cart',
      'add_to_cart',
    ]);
  });

  /** An answer that never comes: the request only ends when its signal aborts it. */
  const never = (init?: RequestInit): Promise<Response> =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

  it('an add with no answer within the bound is aborted and found out, and the adds queued behind it go on', async () => {
    let adds = 0;
    const signals: AbortSignal[] = [];
    const fetchImpl = vi.fn<typeof fetch>(async (url, init) => {
      if (String(url).includes('get_refreshed_fragments')) return new Response(cartAnswer('h1', 1));
      adds += 1;
      if (adds > 1) return new Response(cartAnswer(`h${adds + 1}`, adds + 1));
      signals.push(init!.signal!);
      return never(init);
    });
    const { navigate, added, addToCart } = setUpWith(fetchImpl, { requestTimeoutMs: 30 });
    const link = button();
    addToCart.add(link);
    addToCart.add(link);
    addToCart.add(link);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(signals[0]?.aborted).toBe(true);
    expect(added).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledWith(`${location.origin}/shop/?add-to-cart=33`);
    // Each request once: the hung add is never sent again.
    expect(fetchImpl.mock.calls.map(([url]) => String(url).replace('/?wc-ajax=', ''))).toEqual([
      'add_to_cart',
      'get_refreshed_fragments',
      'add_to_cart',
      'add_to_cart',
    ]);
  });

  it('an add the server made after the client stopped waiting is found by the check: added, nothing followed', async () => {
    const fetchImpl = server(() => never(fetchImpl.mock.calls.at(-1)?.[1]), reply(cartAnswer('h2', 2)));
    const { navigate, added, addToCart } = setUpWith(fetchImpl, { requestTimeoutMs: 30 });
    addToCart.add(button());
    await vi.waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect(added.mock.calls[0]?.[0]).toMatchObject({ cartHash: 'h2' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', ' JaVa\tScRipt:alert(1)', 'data:text/html,x', 'vbscript:x'])(
    'never follows a product_url of %j',
    async (target) => {
      const { navigate, addToCart } = setUpWith(server(reply(JSON.stringify({ error: true, product_url: target })), reply(cartAnswer('h1', 1))));
      addToCart.add(button());
      await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
      expect(navigate).toHaveBeenCalledWith(`${location.origin}/shop/?add-to-cart=33`);
    },
  );
  it("sends nothing when a should_send_ajax_request listener vetoes, tells ajax_request_not_sent and takes 'loading' off", async () => {
    const fetchImpl = answering('{}');
    const bus = createEventBus();
    const queue = createRequestQueue();
    const addToCart = createAddToCart({ config, bus, queue, navigate: vi.fn(), fetch: fetchImpl });
    const notSent = vi.fn();
    bus.on('ajax_request_not_sent.adding_to_cart', notSent);
    document.body.addEventListener('should_send_ajax_request.adding_to_cart', (event) => event.preventDefault(), { once: true });
    const link = button();
    expect(addToCart.add(link)).toBe(true);
    await queue.onIdle();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(notSent).toHaveBeenCalledWith({ button: link }, expect.anything());
    expect(link.classList.contains('loading')).toBe(false);
  });
});
