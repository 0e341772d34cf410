import { createSubscribable } from '../subscribable/index.ts';

export interface Announcer {
  /** Queues a message for the polite live region. */
  announce(message: string): void;
  /** The text the live region shows now. */
  current(): string;
  subscribe(listener: () => void): () => void;
}

/**
 * What a polite live region should say. Screen readers announce a change of text, so the same
 * message twice in a row (the same product added again) is first cleared, then set on the next
 * task, which makes it a change again.
 */
export function createAnnouncer(): Announcer {
  let text = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = createSubscribable();
  const set = (next: string): void => {
    text = next;
    listeners.notify();
  };
  return {
    announce(message) {
      clearTimeout(timer);
      set('');
      timer = setTimeout(() => set(message), 0);
    },
    current: () => text,
    subscribe: listeners.subscribe,
  };
}
