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
  /** country-select.js: a country changed (also on load); jQuery `[country, $wrapper]`. address-i18n applies the locale here. */
  country_to_state_changing: { country: string; wrapper: Element };
  /** country-select.js: the state field was rebuilt for the country; jQuery `[country, $wrapper]`. */
  country_to_state_changed: { country: string; wrapper: Element };
  /** address-i18n.js is listening. */
  wc_address_i18n_ready: undefined;
  /**
   * Ask for an order review refresh; jQuery `[args]`: checkout.js' own change triggers pass `{ current_target }` (the
   * control that changed, null after typing), its coupon forms `{ update_shipping_method: false }`.
   */
  update_checkout: { update_shipping_method?: boolean; current_target?: Element | null } | undefined;
  /** checkout.js: the review table and payment section were refreshed; jQuery `[data]` (the answer). */
  updated_checkout: Record<string, unknown> | undefined;
  /** checkout.js: the checkout is set up. */
  init_checkout: undefined;
  /** checkout.js: placing the order failed; jQuery `[error_message]` (the notices' HTML). */
  checkout_error: string;
  /** checkout.js: the shopper picked another payment method. */
  payment_method_selected: undefined;
  /** checkout.js: a coupon was applied or removed on the checkout; jQuery `[coupon_code]`. */
  applied_coupon_in_checkout: string;
  removed_coupon_in_checkout: string;
  /** cart.js: the cart totals block was replaced. */
  updated_cart_totals: undefined;
  /** cart.js: a coupon was applied or removed on the cart page; jQuery `[coupon_code]`. */
  applied_coupon: string;
  removed_coupon: string;
  /** cart.js: the shipping method changed and the totals were refreshed. */
  updated_shipping_method: undefined;
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
