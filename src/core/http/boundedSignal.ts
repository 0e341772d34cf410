export interface BoundedSignal {
  readonly signal: AbortSignal | undefined;
  /** True once `timeoutMs` has passed (and not the caller's signal). */
  readonly timedOut: () => boolean;
  /** Stops the timer and lets go of the caller's signal. */
  readonly done: () => void;
}

/** The caller's signal, made to abort also once `timeoutMs` has passed. */
export function boundedSignal(signal: AbortSignal | undefined, timeoutMs: number | undefined): BoundedSignal {
  if (timeoutMs === undefined) return { signal, timedOut: () => false, done: () => undefined };
  const bound = new AbortController();
  let expired = false;
  const abort = (): void => bound.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => {
    expired = true;
    abort();
  }, timeoutMs);
  return {
    signal: bound.signal,
    timedOut: () => expired && signal?.aborted !== true,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}
