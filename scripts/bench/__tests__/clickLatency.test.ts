import { describe, expect, it } from 'vitest';
import { clickLatencyBudget } from '../budgets.ts';
import { summarizeClickLatency } from '../summarize.ts';
import type { ClickLatencySample } from '../measureClickLatency.ts';

const sample = (cpu: 1 | 4, chunks: 'held' | 'arrived', loading: number | null, run = 1): ClickLatencySample => ({ page: 'shop-10', run, cpu, chunks, loading });

describe('click -> loading budget (issue #15)', () => {
  it('takes the median per CPU rate and chunk state', () => {
    const summaries = summarizeClickLatency([sample(1, 'held', 10), sample(1, 'held', 30, 2), sample(1, 'held', 12, 3), sample(4, 'held', 40)]);
    expect(summaries).toEqual([
      { page: 'shop-10', cpu: 1, chunks: 'held', runs: 3, loading: 12 },
      { page: 'shop-10', cpu: 4, chunks: 'held', runs: 1, loading: 40 },
    ]);
  });

  it('allows the next frame at 1x and 50 ms at 4x', () => {
    const pass = clickLatencyBudget(summarizeClickLatency([sample(1, 'held', 15), sample(4, 'held', 49), sample(1, 'arrived', 9)]));
    expect(pass.pass).toBe(true);
    expect(pass.measured).toBe('shop-10 1x before chunks 15 ms; shop-10 4x before chunks 49 ms; shop-10 1x after chunks 9 ms');
    const fail = clickLatencyBudget(summarizeClickLatency([sample(1, 'held', 17), sample(4, 'held', 30)]));
    expect(fail.pass).toBe(false);
    expect(fail.note).toBe('shop-10 1x before chunks over');
  });

  it('is not judged when nothing was measured', () => {
    expect(clickLatencyBudget(summarizeClickLatency([sample(1, 'held', null)])).pass).toBeNull();
  });
});
