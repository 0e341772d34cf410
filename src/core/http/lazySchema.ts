import type * as ZodMini from './zodMini.ts';

/** The zod/mini constructors (zodMini.ts), handed to a schema's builder. */
export type Zod = typeof ZodMini;

let zod: Promise<Zod> | undefined;

/** zod/mini, imported on the first answer read: its own chunk, never on a page's critical path. A failed load is retried. */
function loadZod(): Promise<Zod> {
  zod ??= import('./zodMini.ts').catch((error: unknown) => {
    zod = undefined;
    throw error;
  });
  return zod;
}

/**
 * A schema built on its first use and kept. Neither zod nor the schema is loaded or built when a chunk
 * evaluates: schemas built at chunk load cost heap on pages that never read the answer (issue #33), and
 * zod's bytes would weigh on every page's site chunk.
 */
export function lazySchema<S>(build: (z: Zod) => S): () => Promise<S> {
  let schema: Promise<S> | undefined;
  return () => {
    schema ??= loadZod().then(build).catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    return schema;
  };
}
