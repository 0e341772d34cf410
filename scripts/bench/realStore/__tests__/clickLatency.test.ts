// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clickOutcome } from '../clickLatency.ts';

describe('click -> next paint', () => {
  it("is the time from the click event to the frame after 'loading' was drawn", () => {
    expect(clickOutcome({ origin: 1_000_000, clickEpoch: 1_002_000, loadingAt: 2_040, fcp: 400, navigated: false })).toEqual({ clickAt: 2000, latency: 40, outcome: 'loading' });
  });

  it("is the next page's first paint when no script caught the click and the link navigated", () => {
    expect(clickOutcome({ origin: 1_003_000, clickEpoch: 1_002_000, loadingAt: null, fcp: 600, navigated: true })).toEqual({ clickAt: null, latency: 1600, outcome: 'navigation' });
  });

  it('is not measured when nothing showed', () => {
    expect(clickOutcome({ origin: 1_000_000, clickEpoch: 1_002_000, loadingAt: null, fcp: 400, navigated: false })).toMatchObject({ latency: null, outcome: 'none' });
    expect(clickOutcome({ origin: 1_000_000, clickEpoch: null, loadingAt: 5, fcp: 400, navigated: false }).outcome).toBe('none');
  });
});
