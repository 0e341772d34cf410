// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clickOutcome } from '../clickLatency.ts';

describe('click -> next paint', () => {
  it("is the time from the click event to the frame after 'loading' was drawn", () => {
    expect(clickOutcome({ origin: 1_000_000, clickEpoch: 1_002_000, loadingAt: 2_040, fcp: 400, navigated: false, clicks: [] })).toEqual({ clickAt: 2000, latency: 40, eventTiming: null, inputDelay: null, outcome: 'loading' });
  });

  it("gives beside it the browser's own click -> next paint, the click's Event Timing entry, and of it the input delay", () => {
    const clicks = [{ start: 1200.4, duration: 96, processingStart: 1210 }, { start: 2000.3, duration: 48, processingStart: 2012.3 }];
    expect(clickOutcome({ origin: 1_000_000, clickEpoch: 1_002_000, loadingAt: 2_040, fcp: 400, navigated: false, clicks })).toMatchObject({ eventTiming: 48, inputDelay: 12 });
  });

  it("is the next page's first paint when no script caught the click and the link navigated", () => {
    expect(clickOutcome({ origin: 1_003_000, clickEpoch: 1_002_000, loadingAt: null, fcp: 600, navigated: true, clicks: [] })).toEqual({ clickAt: null, latency: 1600, eventTiming: null, inputDelay: null, outcome: 'navigation' });
  });

  it('is not measured when nothing showed', () => {
    expect(clickOutcome({ origin: 1_000_000, clickEpoch: 1_002_000, loadingAt: null, fcp: 400, navigated: false, clicks: [] })).toMatchObject({ latency: null, outcome: 'none' });
    expect(clickOutcome({ origin: 1_000_000, clickEpoch: null, loadingAt: 5, fcp: 400, navigated: false, clicks: [] }).outcome).toBe('none');
  });
});
