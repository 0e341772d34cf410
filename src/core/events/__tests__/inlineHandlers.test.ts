import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, type EventBus } from '../createEventBus.ts';
import type { JQueryLike } from '../jqueryLike.ts';
import { speakWooCommerceEvents } from '../speakWooCommerceEvents.ts';

// jQuery 3.7.1 from npm, as WordPress ships it: the reference for what inline handlers receive.
const $ = jQuery;
const withJQuery = (): JQueryLike => $ as unknown as JQueryLike;

/** Loop add-to-cart button as WooCommerce 11 renders it (contract s7.1), trimmed. */
const LOOP_BUTTON = `<a href="?add-to-cart=24" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="24" rel="nofollow">Add to cart</a>`;
const FRAGMENTS = { 'a.cart-contents': '<a class="cart-contents">1 item</a>' };
const HASH = 'b4944bd88431052c7de1830c33d48407';

/** The bus as the cart islands set it up: WooCommerce's argument lists and inline handlers. */
function wooBus(getJQuery?: () => JQueryLike): EventBus {
  const bus = createEventBus(getJQuery ? { getJQuery } : {});
  speakWooCommerceEvents(bus);
  return bus;
}

type InlineProps = Record<string, unknown>;
const inline = (target: object): InlineProps => target as InlineProps;
const INLINE_NAMES = ['onadded_to_cart', 'onremoved_from_cart', 'onshould_send_ajax_request', 'onwc_fragments_refreshed'];

/**
 * happy-dom, unlike browsers, also calls `on<type>` for custom event types during a native dispatch, with
 * the DOM event as the only argument (browsers only call the HTML spec's event handler IDL attributes).
 * Handlers here skip those calls; tests/e2e/third-party-listeners.spec.ts proves exactly once in Chromium.
 */
const fromNativeDispatch = (first: unknown): boolean => first instanceof Event;
const triggeredOnly =
  (handler: (...all: unknown[]) => unknown) =>
  (...all: unknown[]): unknown =>
    fromNativeDispatch(all[0]) ? undefined : handler(...all);

let button: HTMLElement;

beforeEach(() => {
  document.body.replaceWith(document.createElement('body'));
  document.body.innerHTML = `<ul class="products"><li>${LOOP_BUTTON}</li></ul>`;
  button = document.querySelector<HTMLElement>('.add_to_cart_button') as HTMLElement;
});

afterEach(() => {
  for (const target of [document.documentElement, document, window]) {
    for (const name of INLINE_NAMES) delete inline(target)[name];
  }
  $(document).off();
  vi.restoreAllMocks();
});

/** What Google Analytics' classic integration reads from its `document.body.onadded_to_cart`. */
function recordGaStyle(into: unknown[]): void {
  inline(document.body)['onadded_to_cart'] = function (this: unknown, ...all: unknown[]) {
    if (fromNativeDispatch(all[0])) return;
    const [event, fragments, cartHash, wrapped] = all as [Record<string, unknown>, unknown, unknown, ArrayLike<HTMLElement>];
    into.push({
      thisIsBody: this === document.body,
      type: event['type'],
      targetIsBody: event['target'] === document.body,
      fragments,
      cartHash,
      productId: wrapped[0]?.dataset['product_id'],
      length: wrapped.length,
      argCount: all.length,
    });
  };
}

describe('on<type> handlers on a page without jQuery', () => {
  it('calls document.body.onadded_to_cart with the event, fragments, cart hash and [button]', () => {
    const calls: unknown[] = [];
    recordGaStyle(calls);
    wooBus().emit('added_to_cart', { fragments: FRAGMENTS, cartHash: HASH, button });
    expect(calls).toEqual([
      { thisIsBody: true, type: 'added_to_cart', targetIsBody: true, fragments: FRAGMENTS, cartHash: HASH, productId: '24', length: 1, argCount: 4 },
    ]);
  });

  it('gives the same values jQuery 3.7 gives the same handler when it triggers the event itself', () => {
    const withBus: unknown[] = [];
    recordGaStyle(withBus);
    wooBus().emit('added_to_cart', { fragments: FRAGMENTS, cartHash: HASH, button });
    const withJQueryTrigger: unknown[] = [];
    recordGaStyle(withJQueryTrigger);
    // WooCommerce's add-to-cart.js: $( document.body ).trigger( 'added_to_cart', [ fragments, cart_hash, $thisbutton ] ).
    $(document.body).trigger('added_to_cart', [FRAGMENTS, HASH, $(button)]);
    expect(withBus).toEqual(withJQueryTrigger);
  });

  it('bubbles like jQuery: body, html, document, then window, each with this set to itself', () => {
    const order: string[] = [];
    const record = (label: string, target: object) => {
      inline(target)['onremoved_from_cart'] = function (this: unknown, event: { currentTarget: unknown }) {
        if (fromNativeDispatch(event)) return;
        order.push(`${label}:${String(this === target && event.currentTarget === target)}`);
      };
    };
    record('body', document.body);
    record('html', document.documentElement);
    record('document', document);
    record('window', window);
    wooBus().emit('removed_from_cart', { fragments: FRAGMENTS, cartHash: HASH, button });
    expect(order).toEqual(['body:true', 'html:true', 'document:true', 'window:true']);
  });

  it('stops at stopPropagation, as jQuery does', () => {
    const onDocument = vi.fn();
    inline(document.body)['onwc_fragments_refreshed'] = (event: { stopPropagation(): void }) => event.stopPropagation();
    inline(document)['onwc_fragments_refreshed'] = triggeredOnly(onDocument);
    wooBus().emit('wc_fragments_refreshed');
    expect(onDocument).not.toHaveBeenCalled();
  });

  it("treats onshould_send_ajax_request returning false as WooCommerce's veto, and calls it on the body only", () => {
    const bus = wooBus();
    const seen: unknown[] = [];
    inline(document.body)['onshould_send_ajax_request'] = (event: { type: string; namespace: string }, wrapped: ArrayLike<HTMLElement>) => {
      seen.push([event.type, event.namespace, wrapped[0]]);
      return false;
    };
    const onDocument = vi.fn();
    inline(document)['onshould_send_ajax_request'] = triggeredOnly(onDocument);
    expect(bus.ask('should_send_ajax_request.adding_to_cart', { button })).toBe(false);
    expect(seen).toEqual([['should_send_ajax_request', 'adding_to_cart', button]]);
    // triggerHandler does not bubble.
    expect(onDocument).not.toHaveBeenCalled();
    inline(document.body)['onshould_send_ajax_request'] = () => undefined;
    expect(bus.ask('should_send_ajax_request.adding_to_cart', { button })).toBe(true);
  });

  it('logs a throwing handler and goes on with the rest of the path and the caller', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    inline(document.body)['onadded_to_cart'] = triggeredOnly(() => {
      throw new Error('pixel broke');
    });
    const onDocument = vi.fn();
    inline(document)['onadded_to_cart'] = triggeredOnly(onDocument);
    const bus = wooBus();
    const busHandler = vi.fn();
    bus.on('added_to_cart', busHandler);
    expect(() => bus.emit('added_to_cart', { fragments: FRAGMENTS, cartHash: HASH, button })).not.toThrow();
    expect(onDocument).toHaveBeenCalledTimes(1);
    expect(busHandler).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'pixel broke' }));
  });

  it("leaves the runtime's own events (with ':' in the name) alone, as jQuery does", () => {
    const handler = vi.fn();
    inline(document.body)['onwc-islands:mounted'] = (first: unknown) => fromNativeDispatch(first) || handler();
    wooBus().emit('wc-islands:mounted', { name: 'mini-cart', element: button });
    expect(handler).not.toHaveBeenCalled();
    delete inline(document.body)['onwc-islands:mounted'];
  });
});

describe('on<type> handlers on a page with jQuery', () => {
  it('are called exactly once: by jQuery, never a second time by the bus', () => {
    const calls: unknown[] = [];
    recordGaStyle(calls);
    wooBus(withJQuery).emit('added_to_cart', { fragments: FRAGMENTS, cartHash: HASH, button });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ thisIsBody: true, productId: '24', fragments: FRAGMENTS, cartHash: HASH });
  });

  it('still honour the veto through jQuery', () => {
    const handler = vi.fn(() => false);
    inline(document.body)['onshould_send_ajax_request'] = triggeredOnly(handler);
    expect(wooBus(withJQuery).ask('should_send_ajax_request.adding_to_cart', { button })).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('a bus that does not speak WooCommerce events yet', () => {
  it('leaves on<type> properties alone (the loader carries no inline handler code)', () => {
    const calls: unknown[] = [];
    recordGaStyle(calls);
    createEventBus().emit('wc_fragments_loaded');
    createEventBus().emit('added_to_cart', { fragments: FRAGMENTS, cartHash: HASH, button });
    expect(calls).toEqual([]);
  });
});
