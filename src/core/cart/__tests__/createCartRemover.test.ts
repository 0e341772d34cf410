import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../events/index.ts';
import { createRequestQueue } from '../../queue/index.ts';
import { createCartRemover } from '../createCartRemover.ts';

const line = (key: string) =>
  `<li class="woocommerce-mini-cart-item"><a href="/cart/?remove_item=${key}" class="remove remove_from_cart_button" data-cart_item_key="${key}">×</a>Pump</li>`;
const widget = (keys: string[]) => `<div class="widget_shopping_cart_content"><ul>${keys.map(line).join('')}</ul></div>`;
const lineOf = (key: string) => document.querySelector(`[data-cart_item_key="${key}"]`)!.closest<HTMLElement>('li')!;

function setUp(fetchImpl: typeof fetch) {
  const bus = createEventBus();
  const navigate = vi.fn();
  const announce = vi.fn();
  const remover = createCartRemover({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', bus, queue: createRequestQueue(), navigate, announce, fetch: fetchImpl });
  return { bus, navigate, announce, remover };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('createCartRemover', () => {
  it('keeps a line blocked when fragments replace it before its answer, and a second click sends nothing', async () => {
    document.body.innerHTML = widget(['k1', 'k2']);
    let answer: (response: Response) => void = () => undefined;
    const fetchImpl = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { bus, remover } = setUp(fetchImpl);
    remover.remove(document.querySelector<HTMLElement>('[data-cart_item_key="k1"]')!);
    expect(lineOf('k1').inert).toBe(true);
    // A page-load refresh lands meanwhile and redraws the list.
    document.querySelector('.widget_shopping_cart_content')!.outerHTML = widget(['k1', 'k2']);
    bus.emit('wc_fragments_refreshed');
    expect(lineOf('k1').inert).toBe(true);
    expect(lineOf('k1').getAttribute('aria-busy')).toBe('true');
    expect(lineOf('k2').inert).toBe(false);
    remover.remove(document.querySelector<HTMLElement>('[data-cart_item_key="k1"]')!);
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    answer(new Response(JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': widget(['k2']) }, cart_hash: 'h' })));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('offline: unblocks the line, says so, and does not navigate', async () => {
    document.body.innerHTML = widget(['k1']);
    const { navigate, announce, remover } = setUp(async () => Promise.reject(new TypeError('Failed to fetch')));
    remover.remove(document.querySelector<HTMLElement>('[data-cart_item_key="k1"]')!);
    await vi.waitFor(() => expect(announce).toHaveBeenCalledWith('You are probably offline.'));
    expect(lineOf('k1').inert).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a failure follows an http(s) remove link, never a javascript: one', async () => {
    document.body.innerHTML = widget(['k1', 'k2']);
    document.querySelector('[data-cart_item_key="k2"]')!.setAttribute('href', ' JAVA\tscript:alert(1)');
    const { navigate, remover } = setUp(async () => new Response('{"success":false}'));
    remover.remove(document.querySelector<HTMLElement>('[data-cart_item_key="k2"]')!);
    remover.remove(document.querySelector<HTMLElement>('[data-cart_item_key="k1"]')!);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith(`${location.origin}/cart/?remove_item=k1`);
  });

  it('a removal with no answer within the bound is aborted and ends at the remove link, and the queue goes on', async () => {
    document.body.innerHTML = widget(['k1']);
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn<typeof fetch>((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    const bus = createEventBus();
    const navigate = vi.fn();
    const queue = createRequestQueue();
    const remover = createCartRemover({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', bus, queue, navigate, requestTimeoutMs: 30, fetch: fetchImpl });
    remover.remove(document.querySelector<HTMLElement>('[data-cart_item_key="k1"]')!);
    const later = queue.enqueue(async () => 'next');
    await expect(later).resolves.toBe('next');
    expect(signal?.aborted).toBe(true);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(`${location.origin}/cart/?remove_item=k1`));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
