import type { IslandDefinition } from '../core/scanner/types.ts';

/**
 * Every island the bundle knows, each declared in its own `src/islands/<name>/definition.ts`: where it
 * mounts (the markup WooCommerce, Storefront and Jetpack already print) and when its code loads.
 * Definitions are tiny and bundled into the loader; each island's code stays a lazy chunk.
 */
const modules = import.meta.glob<{ definition: IslandDefinition }>('../islands/*/definition.ts', { eager: true });

export const islandDefinitions: readonly IslandDefinition[] = Object.keys(modules)
  .sort()
  .map((path) => modules[path]!.definition);
