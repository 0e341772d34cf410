import { createSubscribable } from '../subscribable/index.ts';

export interface NewsletterView {
  /** A request is out: Subscribe is disabled. */
  readonly sending: boolean;
  /** The text to show in the widget's message, or null for none yet. */
  readonly message: string | null;
  /** `properties[{id}]` fields the last answer marked (prop_errors). */
  readonly errorIds: readonly string[];
  /** Bumped on every answer, so the same errors twice still move focus again. */
  readonly answer: number;
}

export interface NewsletterState {
  current(): NewsletterView;
  set(next: Partial<NewsletterView>): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The newsletter widget's state (spec s3, s5, s7, s8), in core: the island sends and records here;
 * its React layer draws the message and the field errors from it (useSyncExternalStore).
 */
export function createNewsletterState(): NewsletterState {
  let view: NewsletterView = { sending: false, message: null, errorIds: [], answer: 0 };
  const listeners = createSubscribable();
  return {
    current: () => view,
    set(next) {
      view = { ...view, ...next };
      listeners.notify();
    },
    subscribe: listeners.subscribe,
  };
}
