import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, type EventBus } from '../createEventBus.ts';
import { JQUERY_CODECS } from '../jqueryArgs.ts';
import type { JQueryLike } from '../jqueryLike.ts';

// jQuery 3.7.1 from npm, as WordPress ships it; it binds to happy-dom's window on import.
const $ = jQuery;
const withJQuery = (): JQueryLike => $ as unknown as JQueryLike;

/** Loop add-to-cart button as WooCommerce 11 renders it (contract s7.1), trimmed. */
const LOOP_BUTTON = `<a href="?add-to-cart=33" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="33" data-product_sku="AW-ARM30" rel="nofollow">Add to cart</a>`;

const FRAGMENTS = { 'a.cart-contents': '<a class="cart-contents">1 item</a>' };
const HASH = 'b4944bd88431052c7de1830c33d48407';

let button: HTMLElement;
let listeners: AbortController;
const onBody = (type: string, listener: (event: Event) => void) =>
  document.body.addEventListener(type, listener, { signal: listeners.signal });

beforeEach(() => {
  // A fresh body per test drops every native and jQuery listener earlier buses left on the old one.
  document.body.replaceWith(document.createElement('body'));
  document.body.innerHTML = `<ul class="products"><li>${LOOP_BUTTON}</li></ul>`;
  button = document.querySelector<HTMLElement>('.add_to_cart_button') as HTMLElement;
  listeners = new AbortController();
});

afterEach(() => {
  listeners.abort();
  $(document).off();
  vi.restoreAllMocks();
});

describe('createEventBus with jQuery on the page', () => {
  let bus: EventBus;
  beforeEach(() => {
    bus = createEventBus({ getJQuery: withJQuery });
    bus.addCodecs(JQUERY_CODECS);
  });

  it('gives jQuery handlers WooCommerce\'s added_to_cart arguments, and every listener the event once', () => {
    const jqCalls: unknown[][] = [];
    const domDetails: unknown[] = [];
    const busDetails: unknown[] = [];
    $(document.body).on('added_to_cart', (_event, fragments, cartHash, $button) => {
      jqCalls.push([fragments, cartHash, ($button as JQuery)[0]]);
    });
    const onDocument = vi.fn();
    $(document).on('added_to_cart', onDocument);
    onBody('added_to_cart', (event) => domDetails.push((event as CustomEvent).detail));
    bus.on('added_to_cart', (detail) => busDetails.push(detail));

    const detail = { fragments: FRAGMENTS, cartHash: HASH, button };
    bus.emit('added_to_cart', detail);

    expect(jqCalls).toEqual([[FRAGMENTS, HASH, button]]);
    expect(onDocument).toHaveBeenCalledTimes(1);
    expect(domDetails).toEqual([detail]);
    expect(busDetails).toEqual([detail]);
  });

  it('passes removed_from_cart as [fragments, cart_hash, $link]', () => {
    const handler = vi.fn();
    $(document.body).on('removed_from_cart', handler);
    bus.emit('removed_from_cart', { fragments: FRAGMENTS, cartHash: HASH, button });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.slice(1, 3)).toEqual([FRAGMENTS, HASH]);
    expect((handler.mock.calls[0]?.[3] as JQuery)[0]).toBe(button);
  });

  it('lets jQuery handlers of adding_to_cart edit the request data in place', () => {
    $(document.body).on('adding_to_cart', (_event, $button, data) => {
      (data as Record<string, unknown>)['quantity'] = 3;
      ($button as JQuery).addClass('seen-by-plugin');
    });
    bus.on('adding_to_cart', ({ data }) => {
      data['gift_wrap'] = 'yes';
    });
    const data: Record<string, unknown> = { product_id: '33', quantity: '1' };
    bus.emit('adding_to_cart', { button, data });
    expect(data).toEqual({ product_id: '33', quantity: 3, gift_wrap: 'yes' });
    expect(button.classList.contains('seen-by-plugin')).toBe(true);
  });

  it('passes [false, false, $button] with ajax_request_not_sent and [$button] with wc_cart_button_updated', () => {
    const notSent = vi.fn();
    const updated = vi.fn();
    $(document.body).on('ajax_request_not_sent.adding_to_cart', notSent);
    $(document.body).on('wc_cart_button_updated', updated);
    bus.emit('ajax_request_not_sent.adding_to_cart', { button });
    bus.emit('wc_cart_button_updated', { button });
    expect(notSent.mock.calls[0]?.slice(1, 3)).toEqual([false, false]);
    expect((notSent.mock.calls[0]?.[3] as JQuery)[0]).toBe(button);
    expect(notSent).toHaveBeenCalledTimes(1);
    expect((updated.mock.calls[0]?.[1] as JQuery)[0]).toBe(button);
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it('sends events without detail to jQuery handlers with no extra arguments', () => {
    const handler = vi.fn();
    $(document.body).on('wc_fragments_loaded', handler);
    bus.emit('wc_fragments_loaded');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]).toHaveLength(1);
  });

  describe('ask (the should_send_ajax_request veto)', () => {
    it('allows the request when nobody objects, giving jQuery handlers [$button]', () => {
      const handler = vi.fn();
      $(document.body).on('should_send_ajax_request.adding_to_cart', handler);
      expect(bus.ask('should_send_ajax_request.adding_to_cart', { button })).toBe(true);
      expect(handler).toHaveBeenCalledTimes(1);
      expect((handler.mock.calls[0]?.[1] as JQuery)[0]).toBe(button);
    });

    it('is vetoed by a jQuery handler returning false', () => {
      $(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
      expect(bus.ask('should_send_ajax_request.adding_to_cart', { button })).toBe(false);
    });

    it('is vetoed by a DOM listener or bus handler calling preventDefault', () => {
      onBody('should_send_ajax_request.adding_to_cart', (event) => event.preventDefault());
      expect(bus.ask('should_send_ajax_request.adding_to_cart', { button })).toBe(false);
      listeners.abort();
      bus.on('should_send_ajax_request.adding_to_cart', (_detail, event) => event.preventDefault());
      expect(bus.ask('should_send_ajax_request.adding_to_cart', { button })).toBe(false);
    });
  });

  describe('events from other scripts', () => {
    it('hears a third-party jQuery trigger once, with detail decoded from its arguments', () => {
      const heard = vi.fn();
      bus.on('added_to_cart', heard);
      $(button).trigger('added_to_cart', [FRAGMENTS, HASH, $(button)]);
      expect(heard).toHaveBeenCalledTimes(1);
      expect(heard.mock.calls[0]?.[0]).toEqual({ fragments: FRAGMENTS, cartHash: HASH, button });
    });

    it('hears jQuery(document.body).trigger("wc_fragment_refresh") once', () => {
      const heard = vi.fn();
      bus.on('wc_fragment_refresh', heard);
      $(document.body).trigger('wc_fragment_refresh');
      expect(heard).toHaveBeenCalledTimes(1);
      expect(heard.mock.calls[0]?.[0]).toBeUndefined();
    });

    it('hears a native event from vanilla code once, though jQuery also listens for it', () => {
      const heard = vi.fn();
      const jqHandler = vi.fn();
      $(document.body).on('wc_fragment_refresh', jqHandler);
      bus.on('wc_fragment_refresh', heard);
      button.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
      expect(heard).toHaveBeenCalledTimes(1);
      expect(jqHandler).toHaveBeenCalledTimes(1);
    });

    it("decodes WooCommerce's vanilla added_to_cart detail ({ detail: [fragments, hash, button] })", () => {
      const heard = vi.fn();
      bus.on('added_to_cart', heard);
      const detail = { detail: [FRAGMENTS, HASH, button] };
      document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, cancelable: true, detail }));
      expect(heard.mock.calls[0]?.[0]).toEqual({ fragments: FRAGMENTS, cartHash: HASH, button });
    });

    it('still lets vanilla native events reach jQuery handlers after the bus emitted the same event', () => {
      const jqHandler = vi.fn();
      $(document.body).on('added_to_cart', jqHandler);
      bus.emit('added_to_cart', { fragments: FRAGMENTS, cartHash: HASH });
      document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
      expect(jqHandler).toHaveBeenCalledTimes(2);
    });
  });

  it('stops hearing both native and jQuery events after unsubscribing', () => {
    const heard = vi.fn();
    const unsubscribe = bus.on('wc_fragment_refresh', heard);
    unsubscribe();
    $(document.body).trigger('wc_fragment_refresh');
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    bus.emit('wc_fragment_refresh');
    expect(heard).not.toHaveBeenCalled();
  });

  it('keeps calling the other handlers when one throws, and emit does not throw', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const later = vi.fn();
    const domListener = vi.fn();
    bus.on('wc_fragments_refreshed', () => {
      throw new Error('plugin bug');
    });
    bus.on('wc_fragments_refreshed', later);
    onBody('wc_fragments_refreshed', domListener);
    $(document.body).on('wc_fragments_refreshed', () => {
      throw new Error('jQuery plugin bug');
    });
    expect(() => bus.emit('wc_fragments_refreshed')).not.toThrow();
    expect(later).toHaveBeenCalledTimes(1);
    expect(domListener).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('still runs jQuery handlers when a DOM listener throws during the native dispatch', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onBody('wc_fragments_loaded', () => {
      throw new Error('vanilla bug');
    });
    const jqHandler = vi.fn();
    $(document.body).on('wc_fragments_loaded', jqHandler);
    bus.emit('wc_fragments_loaded');
    expect(jqHandler).toHaveBeenCalledTimes(1);
    // jQuery's guard was restored: native events of that type reach jQuery handlers again.
    listeners.abort();
    document.body.dispatchEvent(new CustomEvent('wc_fragments_loaded'));
    expect(jqHandler).toHaveBeenCalledTimes(2);
  });
});

describe('createEventBus without jQuery', () => {
  it('works with DOM events only', () => {
    const bus = createEventBus();
    const heard = vi.fn();
    const domListener = vi.fn();
    bus.on('wc_cart_button_updated', heard);
    onBody('wc_cart_button_updated', domListener);
    bus.emit('wc_cart_button_updated', { button });
    expect(heard).toHaveBeenCalledWith({ button }, expect.any(CustomEvent));
    expect(domListener).toHaveBeenCalledTimes(1);
    expect(bus.ask('should_send_ajax_request.adding_to_cart', { button })).toBe(true);
    onBody('should_send_ajax_request.adding_to_cart', (event) => event.preventDefault());
    expect(bus.ask('should_send_ajax_request.adding_to_cart', { button })).toBe(false);
  });

  it('hears jQuery triggers once jQuery arrives and connectJQuery is called', () => {
    const page: { jQuery?: JQueryLike } = {};
    const bus = createEventBus({ getJQuery: () => page.jQuery });
    bus.addCodecs(JQUERY_CODECS);
    const heard = vi.fn();
    bus.on('wc_fragment_refresh', heard);
    page.jQuery = withJQuery();
    $(document.body).trigger('wc_fragment_refresh');
    expect(heard).not.toHaveBeenCalled();
    bus.connectJQuery();
    bus.connectJQuery();
    $(document.body).trigger('wc_fragment_refresh');
    bus.emit('wc_fragment_refresh');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('dispatches on the target it is given', () => {
    const widget = document.createElement('div');
    document.body.append(widget);
    const bus = createEventBus({ target: () => widget });
    const onWidget = vi.fn();
    widget.addEventListener('wc-islands:mounted', onWidget);
    const heard = vi.fn();
    bus.on('wc-islands:mounted', heard);
    bus.emit('wc-islands:mounted', { name: 'mini-cart', element: widget });
    expect(onWidget).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ name: 'mini-cart', element: widget }, expect.any(CustomEvent));
  });
});

describe('createEventBus for the runtime\'s own events', () => {
  it('passes wc-islands:error to jQuery handlers as a single detail argument', () => {
    const bus = createEventBus({ getJQuery: withJQuery });
    bus.addCodecs(JQUERY_CODECS);
    const handler = vi.fn();
    $(document.body).on('wc-islands:error', handler);
    const detail = { name: 'mini-cart', element: null, error: new Error('chunk failed') };
    bus.emit('wc-islands:error', detail);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.slice(1)).toEqual([detail]);
  });
});
