export { pageKey } from './pageState.ts';
export { pageState } from './pageState.ts';
export type { PageKey } from './pageState.ts';
export type { PageScope } from './pageState.ts';
