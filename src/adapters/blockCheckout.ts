/**
 * The Checkout block's data store, reached through `wp.data` when the block checkout is on the page
 * (contract s4.4). Looked up at call time: the block scripts may load after ours.
 */

/** The key the order-attribution extension data lives under (spec s3; contract s4.5). */
export const ORDER_ATTRIBUTION_NAMESPACE = 'woocommerce/order-attribution';
/** The checkout store, hard-coded as WooCommerce does for its late subscription (contract s4.4). */
const CHECKOUT_STORE_KEY = 'wc/store/checkout';

type SetExtensionData = (namespace: string, data: unknown, replace?: boolean) => void;

interface WpData {
  dispatch?: (store: string) => { setExtensionData?: SetExtensionData; __internalSetExtensionData?: SetExtensionData } | undefined;
  subscribe?: (listener: () => void, store?: string) => () => void;
}

function wpData(source: object): WpData | undefined {
  const data = (source as { wp?: { data?: unknown } }).wp?.data;
  return typeof data === 'object' && data !== null ? (data as WpData) : undefined;
}

function checkoutStoreKey(source: object): string {
  const key = (source as { wc?: { wcBlocksData?: { CHECKOUT_STORE_KEY?: unknown } } }).wc?.wcBlocksData?.CHECKOUT_STORE_KEY;
  return typeof key === 'string' ? key : CHECKOUT_STORE_KEY;
}

/** Replaces the extension data of `namespace` in the checkout store; false when there is no block checkout. */
export function setCheckoutExtensionData(namespace: string, data: unknown, source: object = globalThis): boolean {
  const dispatch = wpData(source)?.dispatch;
  if (typeof dispatch !== 'function') return false;
  try {
    const actions = dispatch(checkoutStoreKey(source));
    // WooCommerce 11's order-attribution.js calls setExtensionData; the older name still works there but logs a
    // deprecation warning on every call (seen on the real store's block checkout), and is all older stores have.
    const set = actions?.setExtensionData ?? actions?.__internalSetExtensionData;
    if (typeof set !== 'function') return false;
    set(namespace, data, true);
    return true;
  } catch {
    // A store that is not registered (no block checkout on this page).
    return false;
  }
}

/** Calls `callback` once, on the checkout store's first change (a block checkout that loaded after us). */
export function onceCheckoutStoreChanges(callback: () => void, source: object = globalThis): () => void {
  const subscribe = wpData(source)?.subscribe;
  if (typeof subscribe !== 'function') return () => undefined;
  let done = false;
  let unsubscribe: (() => void) | undefined;
  try {
    unsubscribe = subscribe(() => {
      if (done) return;
      done = true;
      unsubscribe?.();
      callback();
    }, CHECKOUT_STORE_KEY);
  } catch {
    return () => undefined;
  }
  return () => {
    done = true;
    unsubscribe?.();
  };
}
