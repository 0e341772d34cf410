import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const roots = new Map<string, Root>();

/**
 * Renders an island's React layer into a detached root. Islands enhance server markup in place and
 * draw what they add through portals, so the root itself never enters the page: no wrapper element,
 * nothing for theme CSS to trip over, no layout shift. React still hears events in portals.
 */
export function renderLayer(key: string, node: ReactNode): () => void {
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
