import { lazyImport } from '../../core/lazy/index.ts';
import { loadPurifier } from './usePurifier.ts';

/**
 * Comments (list, paging, form) are their own chunk so no chunk outgrows its budget; fetched on the
 * first hover or focus of an image, or at the latest when the carousel opens.
 */
export const loadCommentsPanel = lazyImport(() => import('./comments/CommentsPanel.tsx'));

/** Comments and DOMPurify, ahead of the first open. */
export function preloadExtras(): void {
  void loadCommentsPanel().catch(() => undefined);
  void loadPurifier();
}
