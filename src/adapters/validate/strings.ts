import { refine, transform } from './refine.ts';
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
 * An absolute http(s) URL, as the browser's URL parser reads it once trimmed (the trimmed string is
 * returned): a relative path or another scheme gets `message`.
 */
export function httpUrl(message: string): Validator<string> {
  const absoluteHttp = (value: string): boolean => {
    try {
      return /^https?:$/.test(new URL(value).protocol);
    } catch {
      return false;
    }
  };
  return transform(refine(string(), (value) => absoluteHttp(value.trim()), message), (value) => value.trim());
}
