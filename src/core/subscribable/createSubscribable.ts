/** What a store may do when its first listener arrives or one leaves (TanStack Query's protected hooks). */
export interface SubscribableOptions {
  /** Called after each subscribe, with the listener count; default none. */
  readonly onSubscribe?: (count: number) => void;
  /** Called after each unsubscribe, with the listener count left; default none. */
  readonly onUnsubscribe?: (count: number) => void;
  /**
   * Receives a throwing listener's error so the other listeners still run; default none: the error
   * propagates and the round stops, as a plain loop over the listeners would.
   */
  readonly onListenerError?: (error: unknown) => void;
}

/**
 * The one subscribe/notify shape of every core store (TanStack Query's `Subscribable`): a store keeps
 * one, exposes `subscribe` (the `useSyncExternalStore` contract) and calls `notify` after each change.
 */
export interface Subscribable<Args extends unknown[] = []> {
  /** Adds `listener` (once, however often it subscribes); returns its unsubscribe. */
  subscribe(listener: (...args: Args) => void): () => void;
  hasListeners(): boolean;
  /** Calls the listeners subscribed when it starts, in order; one that leaves or joins meanwhile does not change the round. */
  notify(...args: Args): void;
}

export function createSubscribable<Args extends unknown[] = []>(options: SubscribableOptions = {}): Subscribable<Args> {
  const { onSubscribe, onUnsubscribe, onListenerError } = options;
  const listeners = new Set<(...args: Args) => void>();
  const call = (listener: (...args: Args) => void, args: Args): void => {
    if (!onListenerError) return listener(...args);
    try {
      listener(...args);
    } catch (error) {
      onListenerError(error);
    }
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      onSubscribe?.(listeners.size);
      return () => {
        listeners.delete(listener);
        onUnsubscribe?.(listeners.size);
      };
    },
    hasListeners: () => listeners.size > 0,
    notify(...args) {
      for (const listener of [...listeners]) call(listener, args);
    },
  };
}
