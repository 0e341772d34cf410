import { safeNavigationUrl } from '../../core/url/index.ts';
import { defineValidator } from './defineValidator.ts';
import { InvalidValue } from './InvalidValue.ts';
import { refine } from './refine.ts';
import { string } from './scalars.ts';
import type { Validator } from './types.ts';

/** A string with at least one character. */
export const nonEmptyString = (): Validator<string> => refine(string(), (value) => value.length > 0, 'must not be empty');

/** A string matching `pattern`, else `message`. */
export const matching = (pattern: RegExp, message: string): Validator<string> =>
  refine(string(), (value) => pattern.test(value), message);

/** A string containing `part`. */
export const containing = (part: string, message: string): Validator<string> =>
  refine(string(), (value) => value.includes(part), message);

/**
 * An http(s) URL (core/url safeNavigationUrl, the bundle's one check), returned absolute: without
 * `base` it must be absolute; with it, a relative URL is resolved against it. Another scheme
 * (`javascript:`, `data:`, in any case or spelling a browser accepts) gets `message`.
 */
export function httpUrl(message: string, base?: string): Validator<string> {
  const text = string();
  return defineValidator(text.label, (value, path) => {
    const url = safeNavigationUrl(text(value, path), base);
    if (url === undefined) throw new InvalidValue(path, message);
    return url;
  });
}
