import { EXPLICIT_ATTRIBUTE } from './mountedMarker.ts';
import type { ActiveIslands } from './selectActiveIslands.ts';
import type { IslandDefinition } from './types.ts';
import { yieldToMain } from './yieldToMain.ts';

/** A scan's checks run for at most this long in one task (a quarter of a 50 ms long task at 4x CPU). */
const SCAN_SLICE_MS = 8;
/** … looking at the clock once per this many candidates. */
const SCAN_CHECK_EVERY = 64;

/**
 * Hands `consider` every mount point under `root` (and `root` itself), island by island, in document
 * order within each: idle and load schedules keep their order. Stops early once `stopped()` says so.
 */
export function scanInSlices(
  root: ParentNode,
  { active, any }: ActiveIslands,
  consider: (definition: IslandDefinition, element: HTMLElement) => unknown,
  stopped: () => boolean,
): void {
  if (active.length === 0) return;
  // One walk of the tree for all islands, then a cheap `matches` per candidate: on a listing of
  // 1000 products a walk per island (22 of them) was most of the loader's time (issue #15).
  const candidates = [...root.querySelectorAll<HTMLElement>(any)];
  if (root instanceof Element && root.matches(any)) candidates.unshift(root as HTMLElement);
  // A listing of 1000 products is 22,000 checks: they continue in later tasks once a slice of time
  // is spent, so the page can paint and take input meanwhile (issue #15, blocking time). Input on a
  // mount point not reached yet is still captured: capture considers its element on the spot.
  let island = 0;
  let next = 0;
  const run = (resumed: boolean): void => {
    const deadline = performance.now() + SCAN_SLICE_MS;
    for (; island < active.length; island += 1, next = 0) {
      const definition = active[island]!;
      while (next < candidates.length) {
        if (stopped()) return;
        const element = candidates[next]!;
        next += 1;
        if (resumed && !element.isConnected) continue;
        if (element.matches(definition.selector) || namesIsland(element, definition.name)) consider(definition, element);
        if (next % SCAN_CHECK_EVERY === 0 && performance.now() > deadline) {
          void yieldToMain().then(() => run(true));
          return;
        }
      }
    }
  };
  run(false);
}

/** `data-island="a b"` names the island (the `~=` attribute match, in code). */
function namesIsland(element: Element, name: string): boolean {
  const names = element.getAttribute(EXPLICIT_ATTRIBUTE);
  return names !== null && names.split(/\s+/).includes(name);
}
