import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reannounceResultCount } from '../reannounceResultCount.ts';

// templates/loop/result-count.php on a sorted listing (WooCommerce 11).
const RESULT_COUNT = '<p class="woocommerce-result-count" role="status" aria-relevant="all" data-is-sorted-by="true">Showing 1–12 of 30 results<span class="screen-reader-text">Sorted by price: low to high</span></p>';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('result-count live region', () => {
  it('mutes the count as an alert region, then restores it 2 s after load', () => {
    document.body.innerHTML = RESULT_COUNT;
    const region = document.querySelector<HTMLElement>('.woocommerce-result-count')!;
    reannounceResultCount(region, { search: '?orderby=price', elapsedMs: 0 });
    expect(region.getAttribute('role')).toBe('alert');
    expect(region.getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(1999);
    expect(region.getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(1);
    expect(region.getAttribute('aria-hidden')).toBe('false');
    expect(region.textContent).toBe('Showing 1–12 of 30 results' + 'Sorted by price: low to high');
  });

  it('does nothing on a page without a query string', () => {
    document.body.innerHTML = RESULT_COUNT;
    const region = document.querySelector<HTMLElement>('.woocommerce-result-count')!;
    reannounceResultCount(region, { search: '', elapsedMs: 0 });
    expect(region.getAttribute('role')).toBe('status');
    expect(region.hasAttribute('aria-hidden')).toBe(false);
  });

  it('leaves the announcement to the product-filters block when it is on the page', () => {
    document.body.innerHTML = RESULT_COUNT + '<div data-wp-interactive="woocommerce/product-filters"></div>';
    const region = document.querySelector<HTMLElement>('.woocommerce-result-count')!;
    reannounceResultCount(region, { search: '?orderby=price', elapsedMs: 0 });
    expect(region.hasAttribute('aria-hidden')).toBe(false);
  });
});
