import { createEventBus } from '../../core/events/index.ts';
import type { PageScope } from '../../core/page/index.ts';
import type { IslandContext } from '../../core/scanner/index.ts';

/** A context like the loader's, for mounting one island in a test: a fresh page unless one is given. */
export function islandContext(name: string, pending: readonly Event[] = [], page: PageScope = {}): IslandContext {
  return { name, pending, scan: () => undefined, bus: createEventBus({ target: () => document.body }), page };
}
