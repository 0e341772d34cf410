import { pageKey, pageState, type PageScope } from '../core/page/index.ts';
import { createRequestQueue, type RequestQueue } from '../core/queue/index.ts';

const CART_QUEUE = pageKey<RequestQueue>('cart queue');

/** The page's one serial cart queue: adds and removals go out one at a time, in order (spec s4). */
export function sharedQueue(page: PageScope): RequestQueue {
  return pageState(page, CART_QUEUE, createRequestQueue);
}
