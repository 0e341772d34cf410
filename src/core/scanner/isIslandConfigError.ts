import type { IslandConfigError } from './IslandConfigError.ts';

// Apart from the class: the scanner (in the loader) only tests for the error, by name; the class itself
// travels with the adapters that throw it, in the island chunks.
export function isIslandConfigError(error: unknown): error is IslandConfigError {
  return error instanceof Error && error.name === 'IslandConfigError';
}
