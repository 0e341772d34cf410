import * as z from 'zod/mini';
import { IslandConfigError } from '../core/scanner/IslandConfigError.ts';
import { describeIssue, kindOf } from './describeIssue.ts';

/**
 * True for `{…}` objects: not null, not an array, not a platform object. zod's object takes any
 * object, but when the platform printed none, `window.wc_add_to_cart_params` is whatever the page's
 * markup named so (`<a id="wc_add_to_cart_params">` in a post: an element, or an HTMLCollection for
 * two), and markup cannot forge a tag. Objects from another realm keep theirs.
 */
const isObjectLike = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Object]';

/**
 * Parses a value read from global `name` (at key path `at` inside it) with `schema`, else throws an
 * IslandConfigError naming `global.key` and the first bad key: `is invalid: expected string, received number`.
 */
export function parseGlobalValue<S extends z.ZodMiniType>(name: string, schema: S, value: unknown, at: readonly string[] = []): z.output<S> {
  const result = z.safeParse(schema, value, { reportInput: true });
  if (result.success) return result.data;
  const { path, message } = describeIssue(result.error.issues[0]!, at);
  throw new IslandConfigError(name, path.map(String).join('.'), `is invalid: ${message}`);
}

/**
 * Reads and validates one platform global (e.g. `wc_add_to_cart_params`), an object. A missing or
 * malformed global throws an IslandConfigError naming the global and the first bad key, which disables
 * only the islands that need it. Callers build the schema when they read (garbage right after), so a
 * page pays only for the globals its mounted islands read, and nothing when the site chunk loads.
 */
export function readGlobal<S extends z.ZodMiniType>(name: string, schema: S, source: object = globalThis): z.output<S> {
  const value: unknown = (source as Record<string, unknown>)[name];
  if (value === undefined || value === null) throw new IslandConfigError(name, '', 'is missing');
  if (!isObjectLike(value)) throw new IslandConfigError(name, '', `is invalid: expected object, received ${kindOf(value)}`);
  return parseGlobalValue(name, schema, value);
}
