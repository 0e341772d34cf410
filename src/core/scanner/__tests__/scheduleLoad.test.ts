import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleLoad } from '../scheduleLoad.ts';

/** A browser whose main thread never has an idle period: only a deadline makes it call back. */
function starvedIdleCallback() {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const requestIdleCallback = (callback: () => void, options?: IdleRequestOptions): void => {
    if (options?.timeout !== undefined) timers.push(setTimeout(callback, options.timeout));
  };
  return { requestIdleCallback };
}

describe('scheduleLoad', () => {
  afterEach(() => vi.useRealTimers());

  it('loads an idle island within a few seconds even on a page that never goes idle', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    scheduleLoad(document.body, 'idle', run, starvedIdleCallback());
    vi.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('loads an idle island once, and not at all once cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    let fire: () => void = () => undefined;
    scheduleLoad(document.body, 'idle', run, { requestIdleCallback: (callback) => { fire = callback; } });
    fire();
    fire();
    expect(run).toHaveBeenCalledTimes(1);

    const cancelledRun = vi.fn();
    const cancel = scheduleLoad(document.body, 'idle', cancelledRun, { requestIdleCallback: (callback) => { fire = callback; } });
    cancel();
    fire();
    expect(cancelledRun).not.toHaveBeenCalled();
  });
});
