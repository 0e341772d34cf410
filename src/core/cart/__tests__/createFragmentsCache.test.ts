import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_STORED_FRAGMENTS_CHARS } from '../../constants.ts';
import { createEventBus } from '../../events/index.ts';
import { createFragmentStore } from '../../fragments/index.ts';
import { createRequestQueue } from '../../queue/index.ts';
import { createSafeStorage } from '../../storage/index.ts';
import { createCartCacheStorage } from '../createCartCacheStorage.ts';
import { createFragmentsCache, type FragmentsCache } from '../createFragmentsCache.ts';

const DAY = 86_400_000;
const NOW = 1_800_000_000_000;
const keys = { fragmentName: 'wc_fragments_x', cartHashKey: 'wc_cart_hash_x' };
const config = { ...keys, wcAjaxUrl: '/?wc-ajax=%%endpoint%%', requestTimeoutMs: 5000 };
const miniCart = (text: string) => `<div class="widget_shopping_cart_content">${text}</div>`;
const ANSWER = JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': miniCart('fresh') }, cart_hash: 'h2' });

let cache: FragmentsCache | undefined;
let cookies: Record<string, string>;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  cookies = {};
  document.body.innerHTML = `<div class="widget woocommerce widget_shopping_cart"><div class="hide_cart_widget_if_empty">${miniCart('server')}</div></div>`;
});

afterEach(() => {
  cache?.stop();
  cache = undefined;
  vi.useRealTimers();
});

function start(fetchImpl: typeof fetch, withStorage = true) {
  const bus = createEventBus();
  const events: string[] = [];
  for (const name of ['wc_fragments_loaded', 'wc_fragments_refreshed', 'wc_fragments_ajax_error'] as const) bus.on(name, () => events.push(name));
  const storage = withStorage
    ? createCartCacheStorage(keys, createSafeStorage(() => sessionStorage), createSafeStorage(() => localStorage))
    : undefined;
  cache = createFragmentsCache({
    config,
    bus,
    fragments: createFragmentStore(),
    storage,
    readCookie: (name) => cookies[name],
    window,
    now: () => NOW,
    fetch: fetchImpl,
  });
  cache.start();
  return { bus, events };
}

function storeTab(hash: string, created: number | null, text = 'cached') {
  sessionStorage.setItem(keys.fragmentName, JSON.stringify({ 'div.widget_shopping_cart_content': miniCart(text) }));
  sessionStorage.setItem(keys.cartHashKey, hash);
  if (created !== null) sessionStorage.setItem('wc_cart_created', String(created));
}

const content = () => document.querySelector('.widget_shopping_cart_content')?.textContent;

describe('createFragmentsCache', () => {
  it('applies the cached fragments with no request when all four conditions hold', async () => {
    storeTab('h1', NOW - 1000);
    cookies.woocommerce_cart_hash = 'h1';
    const fetchImpl = vi.fn<typeof fetch>();
    const { events } = start(fetchImpl);
    expect(content()).toBe('cached');
    expect(events).toEqual(['wc_fragments_loaded']);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['no timestamp', () => storeTab('h1', null), 'h1'],
    ['a timestamp 24 h old', () => storeTab('h1', NOW - DAY), 'h1'],
    ['a hash different from the cookie', () => storeTab('h1', NOW - 1000), 'other'],
    ['no mini-cart fragment', () => sessionStorage.setItem(keys.fragmentName, '{}'), ''],
  ])('refreshes with one POST when the cache has %s', async (_case, arrange, cookie) => {
    arrange();
    cookies.woocommerce_cart_hash = cookie;
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(ANSWER));
    const { events } = start(fetchImpl);
    await vi.waitFor(() => expect(events).toEqual(['wc_fragments_refreshed']));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/?wc-ajax=get_refreshed_fragments');
    expect(String(fetchImpl.mock.calls[0]?.[1]?.body)).toBe(`time=${NOW}`);
    expect(content()).toBe('fresh');
    expect(sessionStorage.getItem(keys.cartHashKey)).toBe('h2');
    expect(localStorage.getItem(keys.cartHashKey)).toBe('h2');
    expect(sessionStorage.getItem('wc_cart_created')).toBe(String(NOW));
  });

  it('ignores fragments a script left in localStorage for every tab, asks the server, and removes them', async () => {
    cookies.woocommerce_cart_hash = 'h3';
    const planted = JSON.stringify({ hash: 'h3', created: NOW - 5000, fragments: { 'div.widget_shopping_cart_content': miniCart('planted') } });
    localStorage.setItem(`${keys.fragmentName}_shared`, planted);
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(ANSWER));
    start(fetchImpl);
    expect(content()).toBe('server');
    expect(localStorage.getItem(`${keys.fragmentName}_shared`)).toBeNull();
    await vi.waitFor(() => expect(content()).toBe('fresh'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a creation time in the future', () => storeTab('h1', NOW + 7 * DAY, 'planted')],
    ['a creation time one millisecond ahead', () => storeTab('h1', NOW + 1, 'planted')],
    ['a region selector matching the checkout form', () => {
      storeTab('h1', NOW - 1000, 'planted');
      const stored = JSON.parse(sessionStorage.getItem(keys.fragmentName)!) as Record<string, string>;
      sessionStorage.setItem(keys.fragmentName, JSON.stringify({ ...stored, 'form.checkout': '<form class="checkout" action="https://evil.test/">x</form>' }));
    }],
    ['a region selector matching an element that holds a form', () => {
      storeTab('h1', NOW - 1000, 'planted');
      const stored = JSON.parse(sessionStorage.getItem(keys.fragmentName)!) as Record<string, string>;
      sessionStorage.setItem(keys.fragmentName, JSON.stringify({ ...stored, '#checkout-wrap': '<div id="checkout-wrap">gone</div>' }));
    }],
    ['a form control in the mini-cart markup', () => storeTab('h1', NOW - 1000, '<input form="checkout" name="billing_email" value="x">')],
    ['markup over MAX_STORED_FRAGMENTS_CHARS', () => storeTab('h1', NOW - 1000, 'x'.repeat(MAX_STORED_FRAGMENTS_CHARS))],
    ['an invalid selector', () => {
      storeTab('h1', NOW - 1000, 'planted');
      const stored = JSON.parse(sessionStorage.getItem(keys.fragmentName)!) as Record<string, string>;
      sessionStorage.setItem(keys.fragmentName, JSON.stringify({ ...stored, '#': '<b>x</b>' }));
    }],
  ])('does not apply stored fragments with %s: it asks the server and stores the answer', async (_case, arrange) => {
    document.body.insertAdjacentHTML('beforeend', '<div id="checkout-wrap"><form class="checkout" id="checkout"><input name="billing_email"></form></div>');
    arrange();
    cookies.woocommerce_cart_hash = 'h1';
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(ANSWER));
    const { events } = start(fetchImpl);
    expect(content()).toBe('server');
    await vi.waitFor(() => expect(events).toEqual(['wc_fragments_refreshed']));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(content()).toBe('fresh');
    expect(document.querySelector('form.checkout input[name="billing_email"]')).not.toBeNull();
    expect(sessionStorage.getItem('wc_cart_created')).toBe(String(NOW));
  });

  it('replays a stored pixel fragment without its script, and runs the one in a fresh refresh', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div class="pixel"></div>');
    const pixel = (event: string) => `<div class="pixel"><script>fbq("${event}")</script></div>`;
    storeTab('h1', NOW - 1000);
    const stored = JSON.parse(sessionStorage.getItem(keys.fragmentName)!) as Record<string, string>;
    sessionStorage.setItem(keys.fragmentName, JSON.stringify({ ...stored, 'div.pixel': pixel('stored') }));
    cookies.woocommerce_cart_hash = 'h1';
    const run = vi.spyOn(document.head, 'append');
    const answer = JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': miniCart('fresh'), 'div.pixel': pixel('fresh') }, cart_hash: 'h2' });
    const { events } = start(vi.fn<typeof fetch>(async () => new Response(answer)));
    expect(content()).toBe('cached');
    expect(run).not.toHaveBeenCalled();
    cache?.refresh();
    await vi.waitFor(() => expect(events).toContain('wc_fragments_refreshed'));
    expect(run.mock.calls.map(([script]) => (script as HTMLScriptElement).text)).toEqual(['fbq("fresh")']);
  });

  it('applies stored fragments for several regions none of which is or holds a form', () => {
    document.body.insertAdjacentHTML('beforeend', '<a class="cart-contents" href="/cart/"><span class="count">0 items</span></a>');
    storeTab('h1', NOW - 1000);
    const stored = JSON.parse(sessionStorage.getItem(keys.fragmentName)!) as Record<string, string>;
    sessionStorage.setItem(keys.fragmentName, JSON.stringify({ ...stored, 'a.cart-contents': '<a class="cart-contents" href="/cart/"><span class="count">1 item</span></a>' }));
    cookies.woocommerce_cart_hash = 'h1';
    const fetchImpl = vi.fn<typeof fetch>();
    start(fetchImpl);
    expect(content()).toBe('cached');
    expect(document.querySelector('a.cart-contents')?.textContent).toBe('1 item');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks the server once when another tab stores a new cart hash, as cart-fragments.js does', async () => {
    storeTab('h1', NOW - 1000);
    cookies.woocommerce_cart_hash = 'h1';
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(ANSWER));
    start(fetchImpl);
    localStorage.setItem(keys.cartHashKey, 'h2');
    window.dispatchEvent(new StorageEvent('storage', { key: keys.cartHashKey, newValue: 'h2' }));
    await vi.waitFor(() => expect(content()).toBe('fresh'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('aborts a refresh after 5000 ms and raises wc_fragments_ajax_error without touching the page', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const { events } = start(fetchImpl);
    await vi.advanceTimersByTimeAsync(4999);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['wc_fragments_ajax_error']);
    expect(content()).toBe('server');
  });

  it('refreshes on every load when storage is unavailable', async () => {
    storeTab('h1', NOW - 1000);
    cookies.woocommerce_cart_hash = 'h1';
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(ANSWER));
    start(fetchImpl, false);
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
  });

  it('hides a hide-if-empty widget while the items cookie is 0 and shows it on adding_to_cart', () => {
    storeTab('', NOW - 1000);
    const { bus } = start(vi.fn<typeof fetch>());
    const widget = document.querySelector<HTMLElement>('.widget_shopping_cart')!;
    expect(widget.style.display).toBe('none');
    bus.emit('adding_to_cart', { button: document.body, data: {} });
    expect(widget.style.display).toBe('');
  });

  it('stores what added_to_cart carries for this tab, and only its hash for the others', () => {
    storeTab('', NOW - 1000);
    const { bus } = start(vi.fn<typeof fetch>());
    bus.emit('added_to_cart', { fragments: { 'div.widget_shopping_cart_content': miniCart('after add') }, cartHash: 'h9' });
    expect(sessionStorage.getItem(keys.cartHashKey)).toBe('h9');
    expect(JSON.parse(sessionStorage.getItem(keys.fragmentName) ?? '{}')).toEqual({ 'div.widget_shopping_cart_content': miniCart('after add') });
    expect(localStorage.getItem(keys.cartHashKey)).toBe('h9');
    expect(Object.keys(localStorage)).toEqual([keys.cartHashKey]);
  });

  it('drops a page-load refresh that answers after a newer add answer: the mini-cart never rolls back', async () => {
    let answerRefresh: (response: Response) => void = () => undefined;
    const fetchImpl = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answerRefresh = resolve)));
    const cartQueue = createRequestQueue();
    const bus = createEventBus();
    cache = createFragmentsCache({ config, bus, fragments: createFragmentStore(), storage: createCartCacheStorage(keys, createSafeStorage(() => sessionStorage), createSafeStorage(() => localStorage)), readCookie: (name) => cookies[name], window, now: () => NOW, fetch: fetchImpl, cartQueue });
    const refreshed = vi.fn();
    bus.on('wc_fragments_refreshed', refreshed);
    cache.start();
    const newer = { 'div.widget_shopping_cart_content': miniCart('after the add') };
    await cartQueue.enqueue(async () => {
      bus.emit('added_to_cart', { fragments: newer, cartHash: 'h3' });
      document.querySelector('.widget_shopping_cart_content')!.outerHTML = newer['div.widget_shopping_cart_content'];
    });
    answerRefresh(new Response(JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': miniCart('older, empty') }, cart_hash: '' })));
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(content()).toBe('after the add');
    expect(sessionStorage.getItem(keys.cartHashKey)).toBe('h3');
    // Still announced, as cart-fragments.js announces every refresh: listeners re-read the newer header.
    expect(refreshed).toHaveBeenCalledTimes(1);
  });

  it('answers the cart page\'s updated_wc_div with one request that redraws every copy of each fragment a theme registered', async () => {
    // Kadence: no cart widget; the count in the desktop and the mobile header, both matched by its one selector.
    document.body.innerHTML = '<span class="header-cart-total">2</span><span class="header-cart-total">2</span>';
    storeTab('h1', NOW - 1000);
    cookies.woocommerce_cart_hash = 'h1';
    const answer = JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': miniCart('fresh'), 'span.header-cart-total': '<span class="header-cart-total">4</span>' }, cart_hash: 'h2' });
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(answer));
    const { bus } = start(fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
    bus.emit('updated_wc_div');
    await vi.waitFor(() => expect([...document.querySelectorAll('.header-cart-total')].map((n) => n.textContent)).toEqual(['4', '4']));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe('/?wc-ajax=get_refreshed_fragments');
  });

  it("drops a page-load refresh that answers after a plugin's own add (heard by its events, not in our queue)", async () => {
    let answerRefresh: (response: Response) => void = () => undefined;
    const fetchImpl = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answerRefresh = resolve)));
    const bus = createEventBus();
    cache = createFragmentsCache({ config, bus, fragments: createFragmentStore(), storage: createCartCacheStorage(keys, createSafeStorage(() => sessionStorage), createSafeStorage(() => localStorage)), readCookie: (name) => cookies[name], window, now: () => NOW, fetch: fetchImpl, cartQueue: createRequestQueue() });
    cache.start();
    const button = document.createElement('button');
    bus.emit('adding_to_cart', { button, data: {} });
    const newer = { 'div.widget_shopping_cart_content': miniCart('after the side cart add') };
    document.querySelector('.widget_shopping_cart_content')!.outerHTML = newer['div.widget_shopping_cart_content'];
    bus.emit('added_to_cart', { fragments: newer, cartHash: 'h4', button });
    answerRefresh(new Response(JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': miniCart('older') }, cart_hash: 'h1' })));
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(content()).toBe('after the side cart add');
    expect(sessionStorage.getItem(keys.cartHashKey)).toBe('h4');
  });

  it('announces each of two refreshes in flight at once, as cart-fragments.js announces every answer, and applies only the newer', async () => {
    const answers: Array<(response: Response) => void> = [];
    const fetchImpl = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const bus = createEventBus();
    cache = createFragmentsCache({ config, bus, fragments: createFragmentStore(), storage: undefined, readCookie: () => undefined, window, now: () => NOW, fetch: fetchImpl });
    const refreshed = vi.fn();
    bus.on('wc_fragments_refreshed', refreshed);
    cache.start();
    cache.refresh();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(new Response(JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': miniCart('newer') }, cart_hash: 'h2' })));
    await vi.waitFor(() => expect(content()).toBe('newer'));
    answers[0]!(new Response(JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': miniCart('older') }, cart_hash: 'h1' })));
    await vi.waitFor(() => expect(refreshed).toHaveBeenCalledTimes(2));
    expect(content()).toBe('newer');
  });

  it('applies a refresh that no cart change overlapped', async () => {
    const cartQueue = createRequestQueue();
    cache = createFragmentsCache({ config, bus: createEventBus(), fragments: createFragmentStore(), storage: undefined, readCookie: () => undefined, window, now: () => NOW, fetch: async () => new Response(ANSWER), cartQueue });
    cache.start();
    await vi.waitFor(() => expect(content()).toBe('fresh'));
  });
});
