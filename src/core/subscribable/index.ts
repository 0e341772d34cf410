export { createSubscribable } from './createSubscribable.ts';
export type { Subscribable } from './createSubscribable.ts';
export type { SubscribableOptions } from './createSubscribable.ts';
