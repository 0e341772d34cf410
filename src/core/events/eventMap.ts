/**
 * Events on document.body, their names exactly as WooCommerce's (contract s1.9, s2.7), with a typed
 * detail. Capabilities add their events here, with a codec in jqueryArgs.ts when jQuery listeners
 * expect an argument list other than `[detail]`.
 */
export interface WcEventMap {
  /** Veto hook before an add-to-cart request: a listener calls preventDefault (or a jQuery handler returns false). */
  'should_send_ajax_request.adding_to_cart': { button: HTMLElement };
  'ajax_request_not_sent.adding_to_cart': { button: HTMLElement };
  /** `data` is the very object sent: handlers may edit it in place. */
  adding_to_cart: { button: HTMLElement; data: Record<string, unknown> };
  added_to_cart: { fragments: Record<string, string>; cartHash: string; button?: HTMLElement };
  removed_from_cart: { fragments: Record<string, string>; cartHash: string; button?: HTMLElement };
  wc_cart_button_updated: { button: HTMLElement };
  wc_fragments_loaded: undefined;
  wc_fragments_refreshed: undefined;
  wc_fragments_ajax_error: undefined;
  wc_fragment_refresh: undefined;
  updated_wc_div: undefined;
  /** cart.js, after a line left the classic cart; notices are focused again (contract s3.1). */
  item_removed_from_classic_cart: undefined;
  wc_cart_emptied: undefined;
  /** The runtime's own: an island mounted (the element is also marked for browser tests). */
  'wc-islands:mounted': { name: string; element: Element };
  /** The runtime's own: an island failed to load or mount; `element` is null for page-wide failures. */
  'wc-islands:error': { name: string; element: Element | null; error: unknown };
  /**
   * The carousel selected an image (on open and on each slide change): the hook for the analytics
   * pixel (spec s4 'Analytics consent', s7 'Analytics pixel'). The carousel requests nothing itself.
   */
  'wc-islands:carousel-slide': { attachmentId: string };
}

export type WcEventName = keyof WcEventMap;

/** `emit('wc_fragment_refresh')` needs no detail; events with a detail require one. */
export type WcDetailArgs<K extends WcEventName> = undefined extends WcEventMap[K]
  ? [detail?: WcEventMap[K]]
  : [detail: WcEventMap[K]];
