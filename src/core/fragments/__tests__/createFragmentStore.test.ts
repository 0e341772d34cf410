import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFragmentStore } from '../createFragmentStore.ts';

/** Real answer of POST /?wc-ajax=add_to_cart (WooCommerce 11.0.1 + Storefront 4.6.2), first item added. */
const ADD_TO_CART_SUCCESS = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../fixtures/real-wc/add_to_cart-success.json'), 'utf8'),
) as { fragments: Record<string, string>; cart_hash: string };

/** Storefront 4.6.2 header cart and handheld footer cart with an empty cart, from /shop/ (trimmed). */
const STOREFRONT_EMPTY_CART = `
<header id="masthead" class="site-header" role="banner">
  <ul id="site-header-cart" class="site-header-cart menu">
    <li class="">
      <a class="cart-contents" href="http://127.0.0.1:8090/cart/" title="View your shopping cart">
        <span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&#036;</span>0.00</span> <span class="count">0 items</span>
      </a>
    </li>
    <li>
      <div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>
    </li>
  </ul>
</header>
<div class="storefront-handheld-footer-bar">
  <ul class="columns-3">
    <li class="cart">
      <a class="footer-cart-contents" href="http://127.0.0.1:8090/cart/">Cart <span class="count">0</span></a>
    </li>
  </ul>
</div>`;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Facebook for WooCommerce's AddToCart fragment (facebook-commerce-events-tracker.php), our own code in it. */
const PIXEL_FRAGMENT = {
  'div.wc-facebook-pixel-event-placeholder':
    '<div class="wc-facebook-pixel-event-placeholder"><script type="text/javascript">fbq("track", "AddToCart")</script></div>',
};

/** Every script handed to the browser in the head (how jQuery's DOMEval runs code), in order. */
function recordHeadScripts(): { taken: () => string[]; stop: () => void } {
  const seen: string[] = [];
  const collect = (records: MutationRecord[]): void => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof HTMLScriptElement) seen.push(node.src || node.text);
    }
  };
  const observer = new MutationObserver(collect);
  observer.observe(document.head, { childList: true });
  const taken = (): string[] => {
    collect(observer.takeRecords());
    return [...seen];
  };
  return { taken, stop: () => observer.disconnect() };
}

describe('createFragmentStore', () => {
  it('updates the Storefront header and footer cart from a real add-to-cart answer', () => {
    document.body.innerHTML = STOREFRONT_EMPTY_CART;
    const store = createFragmentStore();
    const inserted = store.apply(ADD_TO_CART_SUCCESS.fragments, 'answer');

    expect(document.querySelector('#site-header-cart a.cart-contents .count')?.textContent).toBe('1 item');
    expect(document.querySelector('a.footer-cart-contents .count')?.textContent).toBe('1');
    const removeLink = document.querySelector<HTMLAnchorElement>('.widget_shopping_cart .remove_from_cart_button');
    expect(removeLink?.getAttribute('aria-label')).toBe(
      'Remove Carbon Fibre Frame Arm for AS-30 Agricultural Spraying Drone from cart',
    );
    expect(removeLink?.dataset['cart_item_key']).toBe('182be0c5cdcd5072bb1864cdee4d3d6e');
    expect(document.querySelectorAll('.widget_shopping_cart_content')).toHaveLength(1);
    expect(inserted.map((element) => element.className)).toEqual([
      'widget_shopping_cart_content',
      'cart-contents',
      'footer-cart-contents',
    ]);
    expect(inserted.every((element) => element.isConnected)).toBe(true);
  });

  it('stores what it applied, so the cart can cache it', () => {
    document.body.innerHTML = STOREFRONT_EMPTY_CART;
    const store = createFragmentStore();
    const seen: unknown[] = [];
    store.subscribe((fragments) => seen.push(fragments));
    store.apply(ADD_TO_CART_SUCCESS.fragments, 'answer');
    expect(store.get('div.widget_shopping_cart_content')).toContain('woocommerce-mini-cart-item');
    expect(store.snapshot()).toEqual(ADD_TO_CART_SUCCESS.fragments);
    expect(seen).toEqual([store.snapshot()]);
  });

  it('hands every inserted element to onRegionReplaced so islands inside get mounted', () => {
    document.body.innerHTML = STOREFRONT_EMPTY_CART;
    const replaced: Element[] = [];
    const store = createFragmentStore({ onRegionReplaced: (element) => replaced.push(element) });
    const inserted = store.apply(ADD_TO_CART_SUCCESS.fragments, 'answer');
    expect(replaced).toEqual(inserted);
    expect(replaced[0]?.querySelector('.remove_from_cart_button')).not.toBeNull();
  });

  it('replaces every element a selector matches, like jQuery replaceWith', () => {
    document.body.innerHTML = '<span class="count">0</span><p><span class="count">0</span></p>';
    const inserted = createFragmentStore().apply({ 'span.count': '<span class="count">3</span>' }, 'answer');
    expect([...document.querySelectorAll('span.count')].map((el) => el.textContent)).toEqual(['3', '3']);
    expect(inserted).toHaveLength(2);
  });

  it('inserts all top-level nodes of markup with several roots', () => {
    document.body.innerHTML = '<div class="notices"></div>';
    const inserted = createFragmentStore().apply({
      'div.notices': '<p class="a">A</p> and <p class="b">B</p>',
    }, 'answer');
    expect(document.body.innerHTML).toBe('<p class="a">A</p> and <p class="b">B</p>');
    expect(inserted.map((element) => element.className)).toEqual(['a', 'b']);
  });

  it('skips selectors that match nothing but still stores them', () => {
    document.body.innerHTML = STOREFRONT_EMPTY_CART;
    const before = document.body.innerHTML;
    const store = createFragmentStore();
    expect(store.apply({ 'div.theme-cart-drawer': '<div class="theme-cart-drawer">1</div>' }, 'answer')).toEqual([]);
    expect(document.body.innerHTML).toBe(before);
    expect(store.get('div.theme-cart-drawer')).toBe('<div class="theme-cart-drawer">1</div>');
  });

  it('applies the other fragments when a theme registered an invalid selector, warning once', () => {
    document.body.innerHTML = STOREFRONT_EMPTY_CART;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createFragmentStore();
    // e.g. a theme building `'#' + id` with an empty id.
    const fragments = { '#': '<b>x</b>', ...ADD_TO_CART_SUCCESS.fragments };
    expect(() => store.apply(fragments, 'answer')).not.toThrow();
    store.apply(fragments, 'answer');
    expect(document.querySelector('a.cart-contents .count')?.textContent).toBe('1 item');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"#"');
  });

  it('inserts fragment markup with no inline handler, script or javascript: link, keeping the rest of it', () => {
    document.body.innerHTML = '<div class="x"></div>';
    createFragmentStore().apply({
      'div.x': '<div class="x"><img class="thumb" src="t.jpg" onerror="window.__pwned=1"><a class="remove" data-cart_item_key="k" href="javascript:window.__pwned=1">×</a><script>x()</script></div>',
    }, 'storage');
    expect(document.body.innerHTML).toBe('<div class="x"><img class="thumb" src="t.jpg"><a class="remove" data-cart_item_key="k">×</a></div>');
  });

  it("runs a live answer's inline script once, as jQuery's replaceWith does, and keeps it in place inert", () => {
    document.body.innerHTML = '<div class="wc-facebook-pixel-event-placeholder"></div>';
    const head = recordHeadScripts();
    createFragmentStore().apply(PIXEL_FRAGMENT, 'answer');
    expect(head.taken()).toEqual(['fbq("track", "AddToCart")']);
    expect(document.head.querySelector('script')).toBeNull();
    expect(document.querySelectorAll('.wc-facebook-pixel-event-placeholder script')).toHaveLength(1);
    head.stop();
  });

  it('runs a fragment matching two regions once, and each of two answers once', () => {
    document.body.innerHTML = '<div class="wc-facebook-pixel-event-placeholder"></div><div class="wc-facebook-pixel-event-placeholder"></div>';
    const head = recordHeadScripts();
    const store = createFragmentStore();
    store.apply(PIXEL_FRAGMENT, 'answer');
    expect(head.taken()).toHaveLength(1);
    store.apply(PIXEL_FRAGMENT, 'answer');
    expect(head.taken()).toHaveLength(2);
    head.stop();
  });

  it('runs the inline script after a same-origin src script only once that one came, in document order', async () => {
    document.body.innerHTML = '<div class="x"></div>';
    let answer: (response: Response) => void = () => undefined;
    const fetchImpl = vi.fn<typeof fetch>(() => new Promise((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchImpl);
    const head = recordHeadScripts();
    createFragmentStore().apply({ 'div.x': '<div class="x"><script>first()</script><script src="/pixel.js"></script><script>third()</script></div>' }, 'answer');
    expect(head.taken()).toEqual(['first()']);
    expect(String(fetchImpl.mock.calls[0]?.[0])).toMatch(/\/pixel\.js$/);
    answer(new Response('second()'));
    await vi.waitFor(() => expect(head.taken()).toEqual(['first()', 'second()', 'third()']));
    head.stop();
  });

  it('skips a src script the server did not serve and goes on with the next', async () => {
    document.body.innerHTML = '<div class="x"></div>';
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response('missing()', { status: 404 })));
    const head = recordHeadScripts();
    createFragmentStore().apply({ 'div.x': '<div class="x"><script src="/gone.js"></script><script>after()</script></div>' }, 'answer');
    await vi.waitFor(() => expect(head.taken()).toEqual(['after()']));
    head.stop();
  });

  it('never runs a script of a non-JavaScript type (ld+json, templates) nor a nomodule src script', () => {
    document.body.innerHTML = '<div class="x"></div>';
    const fetchImpl = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchImpl);
    const head = recordHeadScripts();
    createFragmentStore().apply({
      'div.x': '<div class="x"><script type="application/ld+json">{"@type":"Product"}</script><script type="text/template">t()</script><script nomodule src="/legacy.js"></script></div>',
    }, 'answer');
    expect(head.taken()).toEqual([]);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"@type":"Product"}');
    head.stop();
  });

  it("copies the fragment script's own nonce, never the page's, to the script it runs", () => {
    document.body.innerHTML = '<script nonce="page-nonce" src="/bundle.js"></script><div class="x"></div>';
    const appended = vi.spyOn(document.head, 'append');
    createFragmentStore().apply({ 'div.x': '<div class="x"><script>unsigned()</script><script nonce="answer-nonce">signed()</script></div>' }, 'answer');
    const nonces = appended.mock.calls.map(([script]) => (script as HTMLScriptElement).getAttribute('nonce'));
    expect(nonces).toEqual([null, 'answer-nonce']);
  });

  it('never runs, nor inserts, the scripts of a stored map', () => {
    document.body.innerHTML = '<div class="wc-facebook-pixel-event-placeholder"></div>';
    const head = recordHeadScripts();
    createFragmentStore().apply(PIXEL_FRAGMENT, 'storage');
    expect(head.taken()).toEqual([]);
    expect(document.querySelector('.wc-facebook-pixel-event-placeholder')?.innerHTML).toBe('');
    head.stop();
  });

  it('looks selectors up only inside its root', () => {
    document.body.innerHTML = '<div id="a"><i class="n">0</i></div><div id="b"><i class="n">0</i></div>';
    const root = document.getElementById('b');
    if (!root) throw new Error('fixture');
    createFragmentStore({ root }).apply({ 'i.n': '<i class="n">1</i>' }, 'answer');
    expect(document.body.textContent).toBe('01');
  });

  it('keeps the snapshot reference stable until the next change, and set replaces the map', () => {
    const store = createFragmentStore();
    const first = store.snapshot();
    expect(store.snapshot()).toBe(first);
    store.set({ 'a.cart-contents': '<a class="cart-contents">1</a>' });
    const second = store.snapshot();
    expect(second).not.toBe(first);
    expect(store.snapshot()).toBe(second);
    store.set({ 'div.widget_shopping_cart_content': '<div></div>' });
    expect(store.get('a.cart-contents')).toBeUndefined();
    expect(store.get('toString')).toBeUndefined();
  });

  it('stops notifying a listener after it unsubscribes', () => {
    const store = createFragmentStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({});
    unsubscribe();
    store.set({});
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
