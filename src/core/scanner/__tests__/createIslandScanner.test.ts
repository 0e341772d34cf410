import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { readGlobal } from '../../../adapters/readGlobal.ts';
import { createEventBus } from '../../events/index.ts';
import { createIslandScanner, type IslandScanner } from '../createIslandScanner.ts';
import type { IslandDefinition, IslandModule } from '../types.ts';

const immediately = { requestIdleCallback: (callback: () => void) => callback() };
let scanner: IslandScanner | undefined;

afterEach(() => {
  scanner?.stop();
  scanner = undefined;
  document.body.innerHTML = '';
});

/** An island that records its mounts and writes a marker into its element. */
function recordingIsland(name: string, selector: string, overrides: Partial<IslandDefinition> = {}) {
  const mounts: HTMLElement[] = [];
  const unmounts: HTMLElement[] = [];
  const module: IslandModule = {
    mount(element) {
      mounts.push(element);
      return () => unmounts.push(element);
    },
  };
  const definition: IslandDefinition = { name, selector, load: () => Promise.resolve(module), ...overrides };
  return { definition, mounts, unmounts };
}

function startScanner(definitions: IslandDefinition[], extra: Partial<Parameters<typeof createIslandScanner>[0]> = {}) {
  const logger = { error: vi.fn() };
  scanner = createIslandScanner({ definitions, bus: createEventBus(), environment: immediately, logger, ...extra });
  scanner.start();
  return logger;
}

describe('createIslandScanner', () => {
  it('mounts an island on every element its selector matches and marks it mounted', async () => {
    document.body.innerHTML = '<a class="add_to_cart_button">A</a><a class="add_to_cart_button">B</a><a>C</a>';
    const island = recordingIsland('add-to-cart', '.add_to_cart_button');
    startScanner([island.definition]);
    await vi.waitFor(() => expect(island.mounts).toHaveLength(2));
    expect(document.querySelectorAll('[data-island-mounted="add-to-cart"]')).toHaveLength(2);
    expect(scanner?.mounted().map((m) => m.name)).toEqual(['add-to-cart', 'add-to-cart']);
  });

  it('prepares each mount point once, when the scan finds it, before the island\'s code is asked for', async () => {
    document.body.innerHTML = '<a class="x" id="one">1</a><a class="x" id="two">2</a>';
    const prepared: string[] = [];
    const load = vi.fn(() => new Promise<IslandModule>(() => undefined));
    const idle: Array<() => void> = [];
    const island = recordingIsland('x', '.x', { load, prepare: (element) => prepared.push(element.id) });
    startScanner([island.definition], { environment: { requestIdleCallback: (callback) => idle.push(callback) } });
    await vi.waitFor(() => expect(prepared).toEqual(['one', 'two']));
    expect(load).not.toHaveBeenCalled();
    scanner?.scan(document);
    expect(prepared).toEqual(['one', 'two']);
  });

  it('hands every island on the page the same page state, and another page (scanner) its own', async () => {
    document.body.innerHTML = '<a class="add_to_cart_button">A</a><div class="widget_shopping_cart_content"></div>';
    const pages: object[] = [];
    const module: IslandModule = { mount: (_element, context) => (pages.push(context.page), () => undefined) };
    const load = () => Promise.resolve(module);
    startScanner([{ name: 'add-to-cart', selector: '.add_to_cart_button', load }, { name: 'mini-cart', selector: '.widget_shopping_cart_content', load }]);
    await vi.waitFor(() => expect(pages).toHaveLength(2));
    expect(pages[1]).toBe(pages[0]);
    scanner?.stop();
    startScanner([{ name: 'add-to-cart', selector: '.add_to_cart_button', load }]);
    await vi.waitFor(() => expect(pages).toHaveLength(3));
    expect(pages[2]).not.toBe(pages[0]);
  });

  it('mounts an island named explicitly with data-island whatever the markup', async () => {
    document.body.innerHTML = '<div id="custom" data-island="mini-cart other"></div>';
    const island = recordingIsland('mini-cart', '.widget_shopping_cart_content');
    startScanner([island.definition]);
    await vi.waitFor(() => expect(island.mounts.map((e) => e.id)).toEqual(['custom']));
  });

  it('leaves elements under data-island-skip alone', async () => {
    document.body.innerHTML =
      '<section data-island-skip><a class="x" id="skipped">1</a></section><a class="x" data-island-skip id="self">2</a><a class="x" id="kept">3</a>';
    const island = recordingIsland('x', '.x');
    startScanner([island.definition]);
    await vi.waitFor(() => expect(island.mounts.map((e) => e.id)).toEqual(['kept']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(island.mounts).toHaveLength(1);
  });

  it('leaves the elements inside a block\'s Interactivity API region to the block: no mount, no held click', async () => {
    // WooCommerce's Product Button and Catalog Sorting blocks print the classic class names on their own elements.
    document.body.innerHTML = [
      '<div data-wp-interactive="woocommerce/product-button"><button type="button" class="add_to_cart_button ajax_add_to_cart" data-product_id="46" data-wp-on--click="actions.addCartItem" id="block">Add</button></div>',
      '<form class="woocommerce-ordering" data-wp-interactive="woocommerce/catalog-sorting" data-wp-on--submit="actions.preventSubmit" id="sorting"></form>',
      '<a class="add_to_cart_button ajax_add_to_cart" data-product_id="18" href="/?add-to-cart=18" id="classic">Add</a>',
    ].join('');
    const blockClicks: string[] = [];
    document.getElementById('block')?.addEventListener('click', () => blockClicks.push('block'));
    const buttons = '.add_to_cart_button.ajax_add_to_cart';
    const island = recordingIsland('add-to-cart', buttons, { capture: ['click'], load: () => new Promise<IslandModule>(() => undefined), when: 'load' });
    const ordering = recordingIsland('catalog-ordering', 'form.woocommerce-ordering');
    startScanner([island.definition, ordering.definition]);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('block')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(blockClicks).toEqual(['block']);
    // The classic loop button beside it is still the island's.
    const classicClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('classic')?.dispatchEvent(classicClick);
    expect(classicClick.defaultPrevented).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ordering.mounts).toEqual([]);
    expect(document.querySelector('#block[data-island-mounted], #sorting[data-island-mounted]')).toBeNull();
  });

  it('mounts islands on elements added later, such as a replaced fragment', async () => {
    const island = recordingIsland('x', '.x');
    startScanner([island.definition]);
    const region = document.createElement('div');
    region.innerHTML = '<span class="x" id="late"></span>';
    document.body.append(region);
    await vi.waitFor(() => expect(island.mounts.map((e) => e.id)).toEqual(['late']));
  });

  it('unmounts an island whose element is removed, and forgets it', async () => {
    document.body.innerHTML = '<div class="x" id="gone"></div>';
    const island = recordingIsland('x', '.x');
    startScanner([island.definition]);
    await vi.waitFor(() => expect(island.mounts).toHaveLength(1));
    document.getElementById('gone')?.remove();
    await vi.waitFor(() => expect(island.unmounts.map((e) => e.id)).toEqual(['gone']));
    expect(scanner?.mounted()).toEqual([]);
  });

  it('contains an island that throws: one console error naming it, element untouched, other islands go on', async () => {
    document.body.innerHTML = '<div class="bad">plain</div><div class="bad">plain</div><div class="good"></div>';
    const good = recordingIsland('good', '.good');
    const bad: IslandDefinition = { name: 'bad', selector: '.bad', load: () => Promise.reject(new Error('chunk 404')) };
    const onError = vi.fn();
    const logger = startScanner([bad, good.definition], { onError });
    await vi.waitFor(() => expect(good.mounts).toHaveLength(1));
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledTimes(1));
    expect(logger.error.mock.calls[0]?.[0]).toContain('"bad"');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('.bad[data-island-mounted]')).toHaveLength(0);
    expect(document.querySelector('.bad')?.textContent).toBe('plain');
  });

  it('disables an island with a malformed global once, naming the global and the key', async () => {
    document.body.innerHTML = '<a class="btn">1</a><a class="btn">2</a><a class="btn">3</a>';
    const params = { wc_add_to_cart_params: { wc_ajax_url: 42 } };
    const module: IslandModule = {
      mount() {
        readGlobal('wc_add_to_cart_params', z.object({ wc_ajax_url: z.string() }), params);
        return () => undefined;
      },
    };
    const logger = startScanner([{ name: 'add-to-cart', selector: '.btn', load: () => Promise.resolve(module) }]);
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]?.[0]).toContain('wc_add_to_cart_params.wc_ajax_url');
    expect(logger.error.mock.calls[0]?.[0]).toContain('"add-to-cart"');
  });

  it('logs one error for one bad global read by two islands, naming global.key', async () => {
    document.body.innerHTML = '<a class="btn">1</a><div class="widget">2</div>';
    const params = { wc_add_to_cart_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_url: 7 } };
    const module: IslandModule = {
      mount() {
        readGlobal('wc_add_to_cart_params', z.object({ wc_ajax_url: z.string(), cart_url: z.string() }), params);
        return () => undefined;
      },
    };
    const onError = vi.fn();
    const logger = startScanner(
      [
        { name: 'add-to-cart', selector: '.btn', load: () => Promise.resolve(module) },
        { name: 'mini-cart', selector: '.widget', load: () => Promise.resolve(module) },
      ],
      { onError },
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]?.[0]).toContain('wc_add_to_cart_params.cart_url');
  });

  it('captures a click before the island has loaded and hands it to the island', async () => {
    document.body.innerHTML = '<a class="btn" href="/?add-to-cart=1">Add</a>';
    let resolveChunk: (module: IslandModule) => void = () => undefined;
    const received: string[] = [];
    const definition: IslandDefinition = {
      name: 'add-to-cart',
      selector: '.btn',
      when: 'visible',
      capture: ['click'],
      onCapture: (element) => element.classList.add('loading'),
      load: () => new Promise((resolve) => (resolveChunk = resolve)),
    };
    const navigate = vi.fn();
    startScanner([definition], { navigate, environment: {} });
    const link = document.querySelector<HTMLAnchorElement>('.btn');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(link?.classList.contains('loading')).toBe(true);
    resolveChunk({
      mount(_element, context) {
        received.push(...context.pending.map((event) => event.type));
        return () => undefined;
      },
    });
    await vi.waitFor(() => expect(received).toEqual(['click']));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('holds a click on an island\'s link-button outside its mount points for the page\'s first one, and nothing else outside them', async () => {
    document.body.innerHTML = '<a class="toggle" href="#">Coupon</a><a class="other" href="#">Other</a><form class="checkout"><input></form>';
    let resolveChunk: (module: IslandModule) => void = () => undefined;
    const received: Array<[string, string]> = [];
    startScanner([{
      name: 'checkout', selector: 'form.checkout', buttons: 'a.toggle', capture: ['click'], shouldCapture: () => true,
      load: () => new Promise((resolve) => (resolveChunk = resolve)),
    }], { environment: {} });
    const toggle = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a.toggle')?.dispatchEvent(toggle);
    const other = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a.other')?.dispatchEvent(other);
    expect([toggle.defaultPrevented, other.defaultPrevented]).toEqual([true, false]);
    resolveChunk({
      mount(element, context) {
        received.push(...context.pending.map((event): [string, string] => [element.className, (event.target as Element).className]));
        return () => undefined;
      },
    });
    await vi.waitFor(() => expect(received).toEqual([['checkout', 'toggle']]));
  });

  it('holds an input that cannot be cancelled (a field\'s blur) for the island without keeping it from other listeners', async () => {
    document.body.innerHTML = '<form class="checkout"><input></form>';
    let resolveChunk: (module: IslandModule) => void = () => undefined;
    const received: string[] = [];
    startScanner([{ name: 'checkout', selector: 'form.checkout', capture: ['focusout'], load: () => new Promise((resolve) => (resolveChunk = resolve)) }], { environment: {} });
    const heard = vi.fn();
    document.addEventListener('focusout', heard);
    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(heard).toHaveBeenCalledOnce();
    resolveChunk({
      mount(_element, context) {
        received.push(...context.pending.map((event) => event.type));
        return () => undefined;
      },
    });
    await vi.waitFor(() => expect(received).toEqual(['focusout']));
    document.removeEventListener('focusout', heard);
  });


  it('a held Space or Enter on a link-button whose island is still loading is captured as one click per press', async () => {
    document.body.innerHTML = '<a class="btn" role="button" href="/?add-to-cart=1">Add</a>';
    let resolveChunk: (module: IslandModule) => void = () => undefined;
    const received: string[] = [];
    startScanner([{
      name: 'add-to-cart',
      selector: '.btn',
      when: 'visible',
      buttons: '.btn',
      capture: ['click'],
      load: () => new Promise((resolve) => (resolveChunk = resolve)),
    }], { environment: {} });
    const link = document.querySelector<HTMLAnchorElement>('.btn')!;
    const press = (key: string, repeats: number): void => {
      link.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      for (let repeat = 0; repeat < repeats; repeat += 1) link.dispatchEvent(new KeyboardEvent('keydown', { key, repeat: true, bubbles: true, cancelable: true }));
      link.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
    };
    press(' ', 10);
    press('Enter', 10);
    resolveChunk({
      mount(_element, context) {
        received.push(...context.pending.map((event) => event.type));
        return () => undefined;
      },
    });
    await vi.waitFor(() => expect(received).toEqual(['click', 'click']));
  });

  it('gives link-buttons a button\'s keys also once their island is mounted, and leaves others alone', async () => {
    document.body.innerHTML = '<a class="btn" role="button" href="#">Add</a><a class="plain" href="#">Plain</a>';
    const island = recordingIsland('add-to-cart', '.btn', { buttons: '.btn' });
    startScanner([island.definition]);
    await vi.waitFor(() => expect(island.mounts).toHaveLength(1));
    const clicks: string[] = [];
    const record = (event: MouseEvent): void => {
      event.preventDefault();
      clicks.push((event.target as HTMLElement).className);
    };
    document.addEventListener('click', record);
    for (const selector of ['.btn', '.plain']) {
      const link = document.querySelector(selector)!;
      link.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
      link.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true, cancelable: true }));
    }
    document.removeEventListener('click', record);
    expect(clicks).toEqual(['btn']);
  });

  it('hands a click held while the island\'s mount awaits a part of its code to that part, and replays it if the part cannot load', async () => {
    document.body.innerHTML = '<a class="btn" href="https://shop.test/?coupon">Coupon</a><a class="other" href="https://shop.test/?login">Login</a>';
    const received: string[] = [];
    const parts: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
    const navigate = vi.fn();
    const definition: IslandDefinition = {
      name: 'cart-checkout',
      selector: '.btn,.other',
      capture: ['click'],
      load: () => Promise.resolve({
        // A dispatcher: the part comes in a chunk of its own, then answers the context's held input.
        async mount(element, context) {
          await new Promise<void>((resolve, reject) => parts.push({ resolve, reject }));
          received.push(...context.pending.map((event) => `${element.className}:${event.type}`));
          return () => undefined;
        },
      }),
    };
    startScanner([definition], { navigate, environment: immediately });
    await vi.waitFor(() => expect(parts).toHaveLength(2));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.btn')?.dispatchEvent(click);
    document.querySelector('.other')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(click.defaultPrevented).toBe(true);
    parts[0]!.resolve();
    parts[1]!.reject(new Error('offline'));
    await vi.waitFor(() => expect(received).toEqual(['btn:click']));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.test/?login'));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('completes a captured click the plain-HTML way when the island cannot load', async () => {
    document.body.innerHTML = '<a class="btn" href="https://shop.test/?add-to-cart=7">Add</a>';
    const navigate = vi.fn();
    const onCaptureFailed = vi.fn((element: HTMLElement) => element.classList.remove('loading'));
    startScanner(
      [
        {
          name: 'add-to-cart',
          selector: '.btn',
          when: 'visible',
          capture: ['click'],
          onCapture: (element) => element.classList.add('loading'),
          onCaptureFailed,
          load: () => Promise.reject(new Error('offline')),
        },
      ],
      { navigate, environment: {} },
    );
    document.querySelector('.btn')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.test/?add-to-cart=7'));
    expect(onCaptureFailed).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.btn')?.classList.contains('loading')).toBe(false);
  });

  it('never follows a captured click on a link that is not http(s) when the island cannot load', async () => {
    document.body.innerHTML = '<a class="btn" href=" JaVa\tScript:alert(1)">Add</a>';
    const navigate = vi.fn();
    const onCaptureFailed = vi.fn();
    startScanner(
      [{ name: 'add-to-cart', selector: '.btn', when: 'visible', capture: ['click'], onCaptureFailed, load: () => Promise.reject(new Error('offline')) }],
      { navigate, environment: {} },
    );
    document.querySelector('.btn')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(onCaptureFailed).toHaveBeenCalledTimes(1));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets a click through when the island declines to capture it', async () => {
    document.body.innerHTML = '<a class="btn" href="#plain">Add</a>';
    startScanner(
      [
        {
          name: 'add-to-cart',
          selector: '.btn',
          when: 'visible',
          capture: ['click'],
          shouldCapture: (element) => element.hasAttribute('data-product_id'),
          load: () => new Promise(() => undefined),
        },
      ],
      { environment: {} },
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.btn')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('gives up on a chunk that never arrives after the time-out', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<div class="slow"></div>';
      const logger = { error: vi.fn() };
      scanner = createIslandScanner({
        bus: createEventBus(),
        definitions: [{ name: 'slow', selector: '.slow', load: () => new Promise(() => undefined) }],
        environment: immediately,
        logger,
        chunkTimeoutMs: 120_000,
      });
      scanner.start();
      await vi.advanceTimersByTimeAsync(119_000);
      expect(logger.error).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(logger.error.mock.calls[0]?.[0]).toContain('120000 ms');
    } finally {
      vi.useRealTimers();
    }
  });

  it('watches every visible-strategy mount point with one IntersectionObserver', async () => {
    document.body.innerHTML = Array.from({ length: 5 }, (_, index) => `<a class="btn" id="b${index}"></a>`).join('');
    const instances: FakeObserver[] = [];
    class FakeObserver {
      readonly observed: Element[] = [];
      constructor(readonly callback: IntersectionObserverCallback) {
        instances.push(this);
      }
      observe(element: Element) {
        this.observed.push(element);
      }
      unobserve() {}
      disconnect() {}
      show(element: Element) {
        this.callback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
    }
    const island = recordingIsland('btn', '.btn', { when: 'visible' });
    startScanner([island.definition], { environment: { IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver } });
    expect(instances).toHaveLength(1);
    expect(instances[0]?.observed).toHaveLength(5);
    instances[0]?.show(document.getElementById('b3')!);
    await vi.waitFor(() => expect(island.mounts.map((element) => element.id)).toEqual(['b3']));
  });

  it('scans a batch of added elements once: nested mount points mount once, plain leaves are skipped cheaply', async () => {
    document.body.innerHTML = '<form id="form"></form>';
    const button = recordingIsland('add-to-cart', '.add_to_cart_button');
    const select = recordingIsland('country', 'select.country_to_state');
    const other = recordingIsland('notice', '.notice');
    startScanner([button.definition, select.definition, other.definition]);
    await Promise.resolve();
    const matches = vi.spyOn(Element.prototype, 'matches');
    // One batch, as a states list or a fragment arrives: a country select filled option by option,
    // and a wrapper holding a button, added by a parent and then its child.
    const country = document.createElement('select');
    country.className = 'country_to_state';
    country.id = 'country';
    document.getElementById('form')!.append(country);
    for (let index = 0; index < 300; index += 1) country.append(Object.assign(document.createElement('option'), { value: `c${index}`, textContent: `C${index}` }));
    const wrapper = document.createElement('div');
    document.getElementById('form')!.append(wrapper);
    wrapper.innerHTML = '<p><a class="add_to_cart_button" id="late">Add</a></p>';
    await vi.waitFor(() => expect(select.mounts.map((element) => element.id)).toEqual(['country']));
    await vi.waitFor(() => expect(button.mounts.map((element) => element.id)).toEqual(['late']));
    // One cheap check per option at most (a scan per option matched it against every island).
    expect(matches.mock.calls.length).toBeLessThan(300 + 20);
    matches.mockRestore();
  });

  describe('a scan of many mount points', () => {
    afterEach(() => vi.restoreAllMocks());

    /** 1000 'visible' buttons scanned on a clock that moves 3 ms per reading; returns what was observed, in order. */
    function scanThousandButtons(): Element[] {
      document.body.innerHTML = Array.from({ length: 1000 }, (_, index) => `<a class="btn" id="b${index}"></a>`).join('');
      const observed: Element[] = [];
      class FakeObserver {
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      }
      let clock = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => (clock += 3));
      startScanner([recordingIsland('btn', '.btn', { when: 'visible' }).definition], {
        environment: { IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver },
      });
      return observed;
    }

    it('continues in later tasks once its slice of time is spent, in document order', async () => {
      const observed = scanThousandButtons();
      expect(observed.length).toBeGreaterThan(0);
      expect(observed.length).toBeLessThan(1000);
      await vi.waitFor(() => expect(observed).toHaveLength(1000));
      expect(observed.map((element) => element.id)).toEqual(Array.from({ length: 1000 }, (_, index) => `b${index}`));
    });

    it('skips a mount point removed before its turn came', async () => {
      const observed = scanThousandButtons();
      expect(observed.length).toBeLessThan(900);
      document.getElementById('b900')!.remove();
      await vi.waitFor(() => expect(observed.at(-1)?.id).toBe('b999'));
      expect(observed).toHaveLength(999);
      expect(observed.some((element) => element.id === 'b900')).toBe(false);
    });

    it('stops where it is when the scanner stops', async () => {
      const observed = scanThousandButtons();
      scanner?.stop();
      const atStop = observed.length;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(observed.length).toBe(atStop);
      expect(atStop).toBeLessThan(1000);
    });
  });
});
