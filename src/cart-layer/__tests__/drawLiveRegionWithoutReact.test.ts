import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnnouncer } from '../../core/announcer/index.ts';
import { drawLiveRegionWithoutReact } from '../drawLiveRegionWithoutReact.ts';

describe('drawLiveRegionWithoutReact (issue #15: an error is never lost because React did not load)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it("draws WooCommerce's polite cart region and says what was announced before it existed, on the next task", () => {
    vi.useFakeTimers();
    const announcer = createAnnouncer();
    announcer.announce('You are probably offline.');
    vi.runAllTimers();
    drawLiveRegionWithoutReact(announcer);
    const region = document.querySelector('.widget_shopping_cart_live_region')!;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    // Added empty, then filled: a change screen readers announce.
    expect(region.textContent).toBe('');
    vi.runAllTimers();
    expect(region.textContent).toBe('You are probably offline.');
  });

  it('follows later announcements and is removed by its stop function', () => {
    vi.useFakeTimers();
    const announcer = createAnnouncer();
    const stop = drawLiveRegionWithoutReact(announcer);
    announcer.announce('“Nozzle” has been added to your cart');
    vi.runAllTimers();
    expect(document.querySelector('.widget_shopping_cart_live_region')?.textContent).toBe('“Nozzle” has been added to your cart');
    stop();
    expect(document.querySelector('.widget_shopping_cart_live_region')).toBeNull();
  });
});
