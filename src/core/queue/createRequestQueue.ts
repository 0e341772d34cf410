import { createSubscribable } from '../subscribable/index.ts';

/** A queued unit of work; receives the caller's abort signal, if any. */
export type QueueTask<T> = (signal?: AbortSignal) => Promise<T>;

export interface EnqueueOptions {
  /** Aborting before the task starts skips it (its promise rejects with the reason); default none. */
  readonly signal?: AbortSignal;
}

export interface RequestQueue {
  /** Runs `task` after every task queued before it has settled; resolves or rejects with its result. */
  enqueue<T>(task: QueueTask<T>, options?: EnqueueOptions): Promise<T>;
  /** Tasks queued plus the one running. */
  size(): number;
  isIdle(): boolean;
  /** Called with the new size whenever a task is queued or settles. */
  subscribe(listener: (size: number) => void): () => void;
  /** Resolves once nothing is queued or running (at once if already idle). */
  onIdle(): Promise<void>;
}

/**
 * Serial FIFO queue for cart requests (spec s4 "Request queue"; contract s1.5): add and remove share
 * one queue so the server sees them in click order and the last fragments answer wins.
 */
export function createRequestQueue(): RequestQueue {
  // Tail of the chain; it never rejects, so one failing task cannot stall the ones behind it.
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  // A throwing listener must not break the chain: settle() runs inside notify.
  const listeners = createSubscribable<[number]>({ onListenerError: (error) => console.error(error) });
  let idleWaiters: Array<() => void> = [];

  const notify = (): void => {
    listeners.notify(pending);
    if (pending > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const settle = (): void => {
    pending -= 1;
    notify();
  };

  const queue: RequestQueue = {
    enqueue<T>(task: QueueTask<T>, options: EnqueueOptions = {}): Promise<T> {
      const { signal } = options;
      pending += 1;
      notify();
      const result = tail.then(() => {
        signal?.throwIfAborted();
        return task(signal);
      });
      // Registered before the caller's own handlers, so size() is already updated when they run.
      tail = result.then(settle, settle);
      return result;
    },
    size: () => pending,
    isIdle: () => pending === 0,
    subscribe: listeners.subscribe,
    onIdle() {
      if (pending === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
  };
  return queue;
}
