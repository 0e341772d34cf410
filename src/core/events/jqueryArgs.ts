import type { WcEventMap, WcEventName } from './eventMap.ts';

/** How one event's detail maps to the argument list jQuery handlers get after the event, and back. */
export interface JQueryCodec<K extends WcEventName> {
  /** `wrap` turns an element into `jQuery(element)`, as WooCommerce passes `$button`. */
  toArgs(detail: WcEventMap[K], wrap: (element: Element) => unknown): unknown[];
  fromArgs(args: readonly unknown[]): WcEventMap[K];
}

export type JQueryCodecTable = { readonly [K in WcEventName]?: JQueryCodec<K> };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Unwraps `$button` (or takes a bare element); realm-safe, unlike instanceof. */
function toElement(value: unknown): HTMLElement | undefined {
  const candidate = isObject(value) && typeof value['jquery'] === 'string' ? value[0] : value;
  return isObject(candidate) && candidate['nodeType'] === 1 ? (candidate as unknown as HTMLElement) : undefined;
}

// Third-party triggers are trusted to pass the button WooCommerce passes; the type stays what listeners expect.
const button = (value: unknown): HTMLElement => toElement(value) as HTMLElement;

const withoutArgs = { toArgs: (): unknown[] => [], fromArgs: (): undefined => undefined };

const buttonOnly = {
  toArgs: (detail: { button: HTMLElement }, wrap: (element: Element) => unknown) => [wrap(detail.button)],
  fromArgs: (args: readonly unknown[]) => ({ button: button(args[0]) }),
};

/** added_to_cart / removed_from_cart: `[fragments, cart_hash, $button]` (contract s1.9). */
const cartChange = {
  toArgs(detail: WcEventMap['added_to_cart'], wrap: (element: Element) => unknown): unknown[] {
    const args: unknown[] = [detail.fragments, detail.cartHash];
    if (detail.button) args.push(wrap(detail.button));
    return args;
  },
  fromArgs(args: readonly unknown[]): WcEventMap['added_to_cart'] {
    const element = toElement(args[2]);
    return {
      // WooCommerce's own vanilla senders can leave these out (contract s9).
      fragments: isObject(args[0]) ? (args[0] as Record<string, string>) : {},
      cartHash: typeof args[1] === 'string' ? args[1] : '',
      ...(element ? { button: element } : {}),
    };
  },
};

/** WooCommerce's argument lists (contract s1.9, s2.7). Events not listed pass `[detail]`. */
export const JQUERY_CODECS: JQueryCodecTable = {
  'should_send_ajax_request.adding_to_cart': buttonOnly,
  'ajax_request_not_sent.adding_to_cart': {
    toArgs: (detail, wrap) => [false, false, wrap(detail.button)],
    fromArgs: (args) => ({ button: button(args[2]) }),
  },
  adding_to_cart: {
    // The same data object, so in-place edits by jQuery handlers reach the request.
    toArgs: (detail, wrap) => [wrap(detail.button), detail.data],
    fromArgs: (args) => ({ button: button(args[0]), data: isObject(args[1]) ? args[1] : {} }),
  },
  added_to_cart: cartChange,
  removed_from_cart: cartChange,
  wc_cart_button_updated: buttonOnly,
  wc_fragments_loaded: withoutArgs,
  wc_fragments_refreshed: withoutArgs,
  wc_fragments_ajax_error: withoutArgs,
  wc_fragment_refresh: withoutArgs,
  updated_wc_div: withoutArgs,
  wc_cart_emptied: withoutArgs,
};
