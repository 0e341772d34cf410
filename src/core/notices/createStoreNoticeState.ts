import { createSubscribable } from '../subscribable/index.ts';

export interface StoreNoticeState {
  /** True once the shopper dismissed this notice (now, or earlier in the session: its cookie). */
  dismissed(): boolean;
  /** Records the dismissal (the cookie) and tells subscribers. */
  dismiss(): void;
  subscribe(listener: () => void): () => void;
}

export interface StoreNoticeStorage {
  /** Whether the notice's cookie says it was dismissed. */
  readonly isDismissed: () => boolean;
  /** Writes the notice's cookie. */
  readonly remember: () => void;
}

/**
 * The store notice's one piece of state (spec s4): dismissed or not, kept in core so the island's
 * React layer reads it with useSyncExternalStore and a dismissal made before that layer arrives is
 * not lost.
 */
export function createStoreNoticeState(storage: StoreNoticeStorage): StoreNoticeState {
  let dismissed = storage.isDismissed();
  const listeners = createSubscribable();
  return {
    dismissed: () => dismissed,
    dismiss() {
      if (dismissed) return;
      storage.remember();
      dismissed = true;
      listeners.notify();
    },
    subscribe: listeners.subscribe,
  };
}
