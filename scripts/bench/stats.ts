import type { ProbeLongTask } from './probe.ts';

/** Long tasks block input for whatever they run beyond this (Lighthouse's TBT threshold). */
export const BLOCKING_THRESHOLD_MS = 50;

/** Median of the numbers present; null when there are none (a figure not measured in any run). */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const present = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 === 1 ? present[middle]! : (present[middle - 1]! + present[middle]!) / 2;
}

/**
 * Total blocking time as Lighthouse computes it: each task's part after FCP (and before `end`),
 * minus 50 ms, summed. A task that started before FCP counts only from FCP on.
 */
export function totalBlockingTime(tasks: readonly ProbeLongTask[], fcp: number, end = Number.POSITIVE_INFINITY): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.start, fcp);
    const stop = Math.min(task.start + task.duration, end);
    total += Math.max(0, stop - start - BLOCKING_THRESHOLD_MS);
  }
  return total;
}

/**
 * Cumulative layout shift as web-vitals defines it: the largest session window (shifts less than 1 s
 * apart, a window at most 5 s long). The budget is 0, so any shift fails it anyway.
 */
export function cumulativeLayoutShift(shifts: readonly { start: number; value: number }[]): number {
  let largest = 0;
  let windowValue = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.start - b.start)) {
    if (shift.start - previous < 1000 && shift.start - windowStart < 5000) {
      windowValue += shift.value;
    } else {
      windowValue = shift.value;
      windowStart = shift.start;
    }
    previous = shift.start;
    largest = Math.max(largest, windowValue);
  }
  return largest;
}

/** a / b, or null when either is missing or b is 0. */
export function ratio(a: number | null, b: number | null): number | null {
  return a === null || b === null || b === 0 ? null : a / b;
}
