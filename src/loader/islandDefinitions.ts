import type { IslandDefinition } from '../core/scanner/types.ts';

/**
 * Every island the bundle knows, each declared in its own `src/islands/<name>/definition.ts`: where it
 * mounts (the markup WooCommerce, Storefront and Jetpack already print) and when its code loads.
 * Definitions are tiny and bundled into the loader; each island's code stays a lazy chunk.
 */
// `import: 'definition'` imports the named export, not each module's namespace: a namespace object
// needs the bundler's runtime helper, which would otherwise be one more request on every page.
const modules = import.meta.glob<IslandDefinition>('../islands/*/definition.ts', { eager: true, import: 'definition' });

export const islandDefinitions: readonly IslandDefinition[] = Object.keys(modules)
  .sort()
  .map((path) => modules[path]!);
