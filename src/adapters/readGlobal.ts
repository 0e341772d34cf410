import type * as z from 'zod/mini';
import { IslandConfigError } from '../core/scanner/IslandConfigError.ts';

/**
 * Reads and validates one platform global (e.g. `wc_add_to_cart_params`). A missing or malformed
 * global throws an IslandConfigError naming the global and the first bad key, which disables only
 * the islands that need it.
 */
export function readGlobal<Schema extends z.ZodMiniType>(
  name: string,
  schema: Schema,
  source: object = globalThis,
): z.infer<Schema> {
  const value: unknown = (source as Record<string, unknown>)[name];
  if (value === undefined || value === null) throw new IslandConfigError(name, '', 'is missing');
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue ? issue.path.map(String).join('.') : '';
  throw new IslandConfigError(name, key, issue ? `is invalid: ${issue.message}` : 'is invalid');
}
