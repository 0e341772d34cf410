import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { bindSearchToggle } from './bindSearchToggle.ts';
import { trackInputFocus } from './trackInputFocus.ts';

/** Storefront footer.js (contract s2.5): the search toggle and the `sf-input-focused` body class. */
export function mount(bar: HTMLElement, context: IslandContext): Unmount {
  const cleanups = [trackInputFocus(bar)];
  const search = bindSearchToggle(bar);
  if (search) {
    cleanups.push(search.unbind);
    if (context.pending.length > 0) search.toggle();
  }
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
