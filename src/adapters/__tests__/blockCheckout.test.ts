import { describe, expect, it, vi } from 'vitest';
import { onceCheckoutStoreChanges, ORDER_ATTRIBUTION_NAMESPACE, setCheckoutExtensionData } from '../blockCheckout.ts';

describe('block checkout extension data (contract s4.4)', () => {
  it("sets the data through the checkout store's setExtensionData, not the deprecated name beside it", () => {
    const setData = vi.fn();
    const deprecated = vi.fn();
    const source = { wp: { data: { dispatch: () => ({ setExtensionData: setData, __internalSetExtensionData: deprecated }) } } };
    expect(setCheckoutExtensionData(ORDER_ATTRIBUTION_NAMESPACE, { source_type: 'utm' }, source)).toBe(true);
    expect(setData).toHaveBeenCalledWith('woocommerce/order-attribution', { source_type: 'utm' }, true);
    expect(deprecated).not.toHaveBeenCalled();
  });

  it("sets the data through an older checkout store's __internalSetExtensionData", () => {
    const setData = vi.fn();
    const dispatch = vi.fn(() => ({ __internalSetExtensionData: setData }));
    const source = { wp: { data: { dispatch } }, wc: { wcBlocksData: { CHECKOUT_STORE_KEY: 'wc/store/checkout' } } };
    expect(setCheckoutExtensionData(ORDER_ATTRIBUTION_NAMESPACE, { source_type: 'utm' }, source)).toBe(true);
    expect(dispatch).toHaveBeenCalledWith('wc/store/checkout');
    expect(setData).toHaveBeenCalledWith('woocommerce/order-attribution', { source_type: 'utm' }, true);
  });

  it('does nothing without wp.data or a registered store', () => {
    expect(setCheckoutExtensionData(ORDER_ATTRIBUTION_NAMESPACE, {}, {})).toBe(false);
    const throwing = { wp: { data: { dispatch: () => { throw new Error('no store'); } } } };
    expect(setCheckoutExtensionData(ORDER_ATTRIBUTION_NAMESPACE, {}, throwing)).toBe(false);
  });

  it('calls back once, on the first change of a checkout store that loaded later', () => {
    const listeners: Array<() => void> = [];
    const unsubscribe = vi.fn();
    const subscribe = vi.fn((listener: () => void) => (listeners.push(listener), unsubscribe));
    const callback = vi.fn();
    onceCheckoutStoreChanges(callback, { wp: { data: { subscribe } } });
    expect(subscribe).toHaveBeenCalledWith(expect.any(Function), 'wc/store/checkout');
    listeners[0]?.();
    listeners[0]?.();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(unsubscribe).toHaveBeenCalled();
  });
});
