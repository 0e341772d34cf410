import { EXPLICIT_ATTRIBUTE } from './mountedMarker.ts';
import type { IslandDefinition, LoadStrategy } from './types.ts';

/** The order a scan considers islands in, by load strategy (stable within one). */
const STRATEGY_ORDER: readonly LoadStrategy[] = ['load', 'idle', 'visible', 'interaction'];

/** The islands still enabled, in scan order, and all their mount points as one selector. */
export interface ActiveIslands {
  readonly active: readonly IslandDefinition[];
  readonly any: string;
}

/** Returns the current `ActiveIslands`, rebuilt only when an island was disabled since the last call. */
export function selectActiveIslands(definitions: readonly IslandDefinition[], disabled: ReadonlySet<string>): () => ActiveIslands {
  let current: ActiveIslands | undefined;
  let disabledCount = -1;
  return () => {
    if (disabledCount !== disabled.size) {
      disabledCount = disabled.size;
      // Page-wide islands ('load', 'idle') before per-element ones: on a long listing the 1000 buttons
      // of a 'visible' island then never hold the cart's first refresh back behind a sliced scan.
      const active = definitions.filter((definition) => !disabled.has(definition.name))
        .sort((a, b) => STRATEGY_ORDER.indexOf(a.when ?? 'idle') - STRATEGY_ORDER.indexOf(b.when ?? 'idle'));
      // `[data-island]` once, the names checked in code: 22 `[data-island~="name"]` alternatives made
      // the one query over a 1000-product listing about a third slower.
      current = { active, any: [...active.map((definition) => definition.selector), `[${EXPLICIT_ATTRIBUTE}]`].join(', ') };
    }
    return current!;
  };
}
