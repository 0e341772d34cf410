import type { IslandDefinition } from '../core/scanner/types.ts';

/**
 * Every island the bundle knows: where it mounts (the markup WooCommerce, Storefront and Jetpack
 * already print) and when its code loads. The imports are lazy: each island is its own chunk.
 */
export const islandDefinitions: readonly IslandDefinition[] = [];
