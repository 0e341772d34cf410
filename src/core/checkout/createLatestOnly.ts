export interface LatestOnly<Args> {
  /** Runs `task` after `delayMs`, cancelling the timer and the request of any earlier call. */
  schedule(args: Args, delayMs: number): void;
  /** Drops a pending timer (not a request already sent). */
  cancelTimer(): void;
}

/**
 * checkout.js' update_checkout timing: each change restarts one timer, and a new request aborts the
 * one in flight (xhr.abort()), so an older answer can never overwrite a newer one. The task gets the
 * signal and must not apply its answer once the signal is aborted.
 */
export function createLatestOnly<Args>(task: (args: Args, signal: AbortSignal) => Promise<void>): LatestOnly<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  const cancelTimer = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule(args, delayMs) {
      cancelTimer();
      timer = setTimeout(() => {
        timer = undefined;
        inFlight?.abort();
        const controller = new AbortController();
        inFlight = controller;
        void task(args, controller.signal).finally(() => {
          if (inFlight === controller) inFlight = undefined;
        });
      }, delayMs);
    },
    cancelTimer,
  };
}
