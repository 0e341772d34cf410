import jQuery from 'jquery';
import { describe, expect, it } from 'vitest';
import type { WcEventMap, WcEventName } from '../eventMap.ts';
import { JQUERY_CODECS } from '../jqueryArgs.ts';
import { codecFor as codecFrom, fromNativeDetail as fromNative } from '../jqueryCodec.ts';

const codecFor = <K extends WcEventName>(name: K) => codecFrom(name, JQUERY_CODECS);
const fromNativeDetail = <K extends WcEventName>(name: K, detail: unknown): WcEventMap[K] => fromNative(name, detail, JQUERY_CODECS);

const wrap = (element: Element) => jQuery(element);
const button = document.createElement('a');
const FRAGMENTS = { 'a.cart-contents': '<a class="cart-contents">1 item</a>' };

/** One detail per event with arguments, as the cart islands emit them. */
const DETAILS: { [K in WcEventName]?: WcEventMap[K] } = {
  'should_send_ajax_request.adding_to_cart': { button },
  'ajax_request_not_sent.adding_to_cart': { button },
  adding_to_cart: { button, data: { product_id: '33' } },
  added_to_cart: { fragments: FRAGMENTS, cartHash: 'abc', button },
  removed_from_cart: { fragments: FRAGMENTS, cartHash: 'abc' },
  wc_cart_button_updated: { button },
};

describe('jQuery argument codecs', () => {
  it.each(Object.entries(DETAILS))('reads back what a jQuery trigger of %s carries', (name, detail) => {
    const codec = codecFor(name as WcEventName);
    expect(codec.fromArgs(codec.toArgs(detail as never, wrap))).toEqual(detail);
  });

  it('hands jQuery handlers of adding_to_cart the very data object that is sent', () => {
    const data = { product_id: '33' };
    const args = codecFor('adding_to_cart').toArgs({ button, data }, wrap);
    expect(args[1]).toBe(data);
    expect(codecFor('adding_to_cart').fromArgs(args).data).toBe(data);
  });

  it('gives safe empty values when a third party triggers added_to_cart without arguments', () => {
    expect(codecFor('added_to_cart').fromArgs([])).toEqual({ fragments: {}, cartHash: '' });
    expect(fromNativeDetail('added_to_cart', undefined)).toEqual({ fragments: {}, cartHash: '' });
  });

  it("decodes WooCommerce's vanilla adding_to_cart detail [button, data]", () => {
    const data = { product_id: '33' };
    expect(fromNativeDetail('adding_to_cart', [button, data])).toEqual({ button, data });
  });
});
