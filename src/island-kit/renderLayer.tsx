import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { pageKey, pageState, type PageScope } from '../core/page/index.ts';

/**
 * Every React view imports this module, so its evaluation marks the moment the page first ran React.
 * A performance mark costs nothing and lets browser tests and the benchmark check that a page where
 * nobody interacted never evaluated React (issue #15), without a global.
 */
export const REACT_EVALUATED_MARK = 'wc-islands:react-evaluated';
performance.mark(REACT_EVALUATED_MARK);

/** The page's React roots by layer key: page state, so each page (and each test's page) has its own. */
const LAYER_ROOTS = pageKey<Map<string, Root>>('layer roots');

/**
 * Renders an island's React layer into a detached root. Islands enhance server markup in place and
 * draw what they add through portals, so the root itself never enters the page: no wrapper element,
 * nothing for theme CSS to trip over, no layout shift. React still hears events in portals.
 */
export function renderLayer(page: PageScope, key: string, node: ReactNode): () => void {
  const roots = pageState(page, LAYER_ROOTS, () => new Map<string, Root>());
  let root = roots.get(key);
  if (!root) {
    root = createRoot(document.createElement('div'));
    roots.set(key, root);
  }
  root.render(node);
  return () => {
    roots.get(key)?.unmount();
    roots.delete(key);
  };
}
