import { createFragmentStore, type FragmentStore } from '../core/fragments/index.ts';
import { pageKey, pageState, type PageScope } from '../core/page/index.ts';

const FRAGMENT_STORE = pageKey<FragmentStore>('fragment store');

/**
 * The page's one fragment store. Replaced regions need no explicit re-scan: the loader's
 * MutationObserver sees the new elements and mounts their islands.
 */
export function sharedFragmentStore(page: PageScope): FragmentStore {
  return pageState(page, FRAGMENT_STORE, () => createFragmentStore());
}
