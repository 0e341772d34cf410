import { IslandConfigError } from '../core/scanner/IslandConfigError.ts';
import { safeParse, type Validator } from './validate/index.ts';

/**
 * Reads and validates one platform global (e.g. `wc_add_to_cart_params`). A missing or malformed
 * global throws an IslandConfigError naming the global and the first bad key, which disables only
 * the islands that need it. Callers build their validator when they read (a few closures, garbage
 * right after), so a page pays only for the globals its mounted islands read.
 */
export function readGlobal<T>(name: string, validator: Validator<T>, source: object = globalThis): T {
  const value: unknown = (source as Record<string, unknown>)[name];
  if (value === undefined || value === null) throw new IslandConfigError(name, '', 'is missing');
  const result = safeParse(validator, value);
  if (result.success) return result.data;
  throw new IslandConfigError(name, result.error.path.join('.'), `is invalid: ${result.error.message}`);
}
