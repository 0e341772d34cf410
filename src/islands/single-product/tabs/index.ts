import type { IslandContext, Unmount } from '../../../core/scanner/index.ts';
import { createTabs } from './createTabs.ts';

/** Product tabs (docs/reference/product-page.md s2). Needs no global: the markup says it all. */
export function mount(wrapper: HTMLElement, _context: IslandContext): Unmount {
  return createTabs(wrapper, wrapper.ownerDocument.location);
}
