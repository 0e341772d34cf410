import { createFragmentStore, type FragmentStore } from '../../core/fragments/index.ts';

let store: FragmentStore | undefined;

/**
 * The page's one fragment store. Replaced regions need no explicit re-scan: the loader's
 * MutationObserver sees the new elements and mounts their islands.
 */
export function sharedFragmentStore(): FragmentStore {
  return (store ??= createFragmentStore());
}
