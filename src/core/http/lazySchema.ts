import * as zodMini from './zodMini.ts';

/** The zod/mini constructors (zodMini.ts), handed to a schema's builder. */
export type Zod = typeof zodMini;

/**
 * A schema built on its first use and kept: a schema built when a chunk evaluates costs heap on pages that
 * never read its answer (issue #33). zod/mini itself is in the site chunk, with the globals' schemas.
 */
export function lazySchema<S>(build: (z: Zod) => S): () => S {
  let schema: S | undefined;
  return () => (schema ??= build(zodMini));
}
