import { lazyImport } from '../../core/lazy/index.ts';

/** Scores a password 0-4 as zxcvbn does, given the words to hold against it. */
export type Estimator = (password: string, userInputs: readonly string[]) => number;


/**
 * zxcvbn, fetched once per page (my-account.md s4: about 400 KB gz, the size of WordPress's own copy),
 * only when a shopper focuses a password field that has a meter, never with the loader or the island.
 * WordPress's zxcvbn-async loads it on every such page at the load event instead. A failed fetch is
 * forgotten so the next focus tries again; meanwhile the strength stays unknown and blocks nothing.
 */
export const loadEstimator: () => Promise<Estimator> = lazyImport(() =>
  import('zxcvbn').then(({ default: zxcvbn }) => (password: string, userInputs: readonly string[]) => zxcvbn(password, [...userInputs]).score),
);
