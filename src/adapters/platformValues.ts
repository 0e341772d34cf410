import * as z from 'zod/mini';
import { safeNavigationUrl } from '../core/url/index.ts';

/**
 * wp_localize_script turns scalars into strings: `true` arrives as "1", `false` as "", numbers as
 * "5000". These schemas accept both the localized strings and real JSON values. Each is a function, so
 * a schema exists only while a global is read.
 */
export const localizedBoolean = () =>
  z.pipe(
    z.union([z.boolean(), z.string(), z.number()]),
    z.transform((value) => value === true || value === 1 || value === '1' || value === 'yes' || value === 'true'),
  );

export const localizedInteger = () =>
  z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d+$/, 'must be a whole number'))]), z.transform(Number));

export const endpointTemplate = () => z.string().check(z.includes('%%endpoint%%', 'must contain %%endpoint%%'));

/** A string with at least one character. */
export const nonEmptyString = () => z.string().check(z.minLength(1, 'must not be empty'));

/**
 * An http(s) URL (core/url safeNavigationUrl, the bundle's one check), returned absolute: without
 * `base` it must be absolute; with it, a relative URL is resolved against it. Another scheme
 * (`javascript:`, `data:`, in any case or spelling a browser accepts) gets `message`.
 */
export const httpUrl = (message: string, base?: string) =>
  z.pipe(
    z.string(),
    z.transform((value: string, payload): string => {
      const url = safeNavigationUrl(value, base);
      if (url !== undefined) return url;
      payload.issues.push({ code: 'custom', message, input: value });
      return value;
    }),
  );
