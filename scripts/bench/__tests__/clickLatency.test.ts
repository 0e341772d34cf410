import { describe, expect, it } from 'vitest';
import { clickLatencyBudget } from '../budgets.ts';
import { summarizeClickLatency } from '../summarize.ts';
import type { ClickLatencySample } from '../measureClickLatency.ts';

const sample = (cpu: 1 | 4, chunks: 'held' | 'arrived', loading: number | null, frame: number | null = null, run = 1): ClickLatencySample => ({
  page: 'shop-10', run, cpu, chunks, loading, frame,
});

describe('click -> loading budget (issue #15)', () => {
  it('takes the median of every click per CPU rate and chunk state', () => {
    const summaries = summarizeClickLatency([sample(1, 'held', 10, 4), sample(1, 'held', 30, 20, 2), sample(1, 'held', 12, 9, 3), sample(4, 'held', 40)]);
    expect(summaries).toEqual([
      { page: 'shop-10', cpu: 1, chunks: 'held', runs: 3, loading: 12, frame: 9 },
      { page: 'shop-10', cpu: 4, chunks: 'held', runs: 1, loading: 40, frame: null },
    ]);
  });

  it('asks for the next frame at 1x (its start within 16.7 ms of the click) and 50 ms to painted at 4x', () => {
    const pass = clickLatencyBudget(summarizeClickLatency([sample(1, 'held', 21, 16), sample(4, 'held', 49), sample(1, 'arrived', 9, 3)]));
    expect(pass.pass).toBe(true);
    expect(pass.measured).toBe('shop-10 1x before chunks frame starts 16 ms (painted 21 ms); shop-10 4x before chunks 49 ms; '
      + 'shop-10 1x after chunks frame starts 3 ms (painted 9 ms) (medians of 1/1/1 clicks)');
    // A handler that holds the main thread past the next frame pushes 'loading' a frame later.
    const fail = clickLatencyBudget(summarizeClickLatency([sample(1, 'held', 22, 17), sample(4, 'held', 51)]));
    expect(fail.pass).toBe(false);
    expect(fail.note).toBe('shop-10 1x before chunks over; shop-10 4x before chunks over');
  });

  it('is not judged when nothing was measured', () => {
    expect(clickLatencyBudget(summarizeClickLatency([sample(1, 'held', null)])).pass).toBeNull();
  });
});
