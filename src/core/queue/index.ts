export { createRequestQueue } from './createRequestQueue.ts';
export type { EnqueueOptions } from './createRequestQueue.ts';
export type { QueueTask } from './createRequestQueue.ts';
export type { RequestQueue } from './createRequestQueue.ts';
