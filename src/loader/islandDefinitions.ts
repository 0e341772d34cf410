import definitions from 'virtual:wc-islands/definitions';
import type { IslandDefinition } from '../core/scanner/types.ts';

/**
 * Every island the bundle knows, each declared in its own `src/islands/<name>/definition.ts`: where it
 * mounts (the markup WooCommerce, Storefront and Jetpack already print) and when its code loads.
 * Definitions are tiny and bundled into the loader; each island's code stays a lazy chunk. The list is
 * built from the folder at build time (vite.config.ts), as an array: no path keys in the loader.
 */
// Typed here, as import.meta.glob<IslandDefinition> did: each file's `definition` is checked where it is declared.
export const islandDefinitions = definitions as readonly IslandDefinition[];
