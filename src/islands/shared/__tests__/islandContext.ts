import { createEventBus } from '../../../core/events/index.ts';
import type { IslandContext } from '../../../core/scanner/index.ts';

/** A context like the loader's, for mounting one island in a test. */
export function islandContext(name: string, pending: readonly Event[] = []): IslandContext {
  return { name, pending, scan: () => undefined, bus: createEventBus({ target: () => document.body }) };
}
