import type { RequestQueue } from '../queue/index.ts';

export interface PageLeave {
  /**
   * Leaves for `url` once every queued cart request has been sent and answered, so clicks waiting
   * behind a failure are not dropped by the unload. Returns false when another destination is already
   * waiting: only one page can come next, the caller reports its own failure instead.
   */
  leave(url: string): boolean;
  /** True once a destination is waiting for the queue to drain. */
  pending(): boolean;
}

export function createPageLeave(queue: Pick<RequestQueue, 'onIdle'>, navigate: (url: string) => void): PageLeave {
  let destination: string | undefined;
  return {
    leave(url) {
      if (destination !== undefined) return destination === url;
      destination = url;
      void queue.onIdle().then(() => navigate(url));
      return true;
    },
    pending: () => destination !== undefined,
  };
}
