import type { SlotRegistry } from './createSlotRegistry.ts';

/**
 * Watches the document for mount points added later (scanned) and removed (released), until `signal`
 * aborts. `any`: one selector matching every enabled island's mount points.
 */
export function observeMountPoints(
  doc: Document,
  any: () => string,
  scan: (root: ParentNode) => void,
  { release }: SlotRegistry,
  signal: AbortSignal,
): void {
  const observer = new MutationObserver((records) => {
    let removed = false;
    // Filling a country's states or a fragment adds hundreds of elements in one batch: scan each
    // added subtree once, and skip elements that plainly hold no mount point (text-only leaves such
    // as <option>, unless one matches itself), which was most of a checkout's mount time at 4x CPU.
    const added = new Set<Element>();
    for (const record of records) {
      if (record.removedNodes.length) removed = true;
      for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) added.add(node);
    }
    const selector = any();
    for (const element of added) {
      if (element.firstElementChild === null && !element.matches(selector)) continue;
      if (hasAddedAncestor(element, added)) continue;
      scan(element);
    }
    if (removed) release();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  signal.addEventListener('abort', () => observer.disconnect());
}

/** Whether an ancestor of `element` is itself in `added` (its scan covers `element`). */
function hasAddedAncestor(element: Element, added: ReadonlySet<Element>): boolean {
  for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) if (added.has(parent)) return true;
  return false;
}
