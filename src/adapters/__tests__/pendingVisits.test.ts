import { afterEach, describe, expect, it } from 'vitest';
import { capturePageView } from '../capturePageView.ts';
import { takePendingVisits } from '../pendingVisits.ts';

const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  sessionStorage.clear();
  delete win['wc_order_attribution'];
});

describe('first-touch page views', () => {
  it('captures nothing where the store has order attribution off', () => {
    capturePageView();
    expect(takePendingVisits()).toEqual([]);
  });

  it('captures each page view, and hands them over once, oldest first', () => {
    win['wc_order_attribution'] = {};
    capturePageView();
    capturePageView();
    const visits = takePendingVisits();
    expect(visits).toHaveLength(2);
    expect(visits[0]?.[0]).toBe(location.href);
    expect(typeof visits[0]?.[2]).toBe('number');
    expect(takePendingVisits()).toEqual([]);
  });

  it('keeps the last 10, and survives a corrupt entry', () => {
    win['wc_order_attribution'] = {};
    for (let page = 0; page < 12; page += 1) capturePageView();
    expect(takePendingVisits()).toHaveLength(10);
    sessionStorage.setItem('wc_islands_pending_visits', '{oops');
    capturePageView();
    expect(takePendingVisits()).toEqual([]);
    sessionStorage.setItem('wc_islands_pending_visits', JSON.stringify([['x', 'y', 1], 'junk', [1, 2, 3]]));
    expect(takePendingVisits()).toEqual([['x', 'y', 1]]);
  });
});
