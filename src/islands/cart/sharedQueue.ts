import { createRequestQueue, type RequestQueue } from '../../core/queue/index.ts';

let queue: RequestQueue | undefined;

/** The page's one serial cart queue: adds and removals go out one at a time, in order (spec s4). */
export function sharedQueue(): RequestQueue {
  return (queue ??= createRequestQueue());
}
